import { isIn } from '@stuga/shared';
import { useEndBooking } from '@/features/stays/bookings/api/end-booking';
import type { CalendarStay } from '@/features/stays/components/month-calendar';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useRejectOption } from '../api/reject-option';
import { DeclineDialog } from './decline-dialog';

/**
 * Declines a stay picked on the timeline, with the admin's reason: a booked stay, whatever made
 * it, is ended by its booking (DECISIONS §22); a request is declined. Mounted anew for each stay.
 */
export function DeclineStayDialog({
  declining,
  whoWhen,
  onClose,
  onDeclined,
}: {
  declining: CalendarStay | null;
  whoWhen(stay: CalendarStay): string;
  onClose(): void;
  onDeclined(stay: CalendarStay): void;
}) {
  const t = useT();
  const format = useFormat();
  const reject = useRejectOption();
  const end = useEndBooking();
  return (
    <DeclineDialog
      subject={
        declining
          ? isIn('booked', declining.status)
            ? t('stays.timeline.declineApproved', {
                name: declining.name,
                from: format.day(declining.from),
                to: format.day(declining.to),
              })
            : whoWhen(declining)
          : null
      }
      pending={reject.isPending || end.isPending}
      error={
        reject.error
          ? reject.error.message || t('stays.timeline.failedToRejectOption')
          : end.error
            ? end.error.message || t('stays.timeline.failedToEnd')
            : null
      }
      onClose={onClose}
      onDecline={(reason) => {
        if (!declining) return;
        const done = { onSuccess: () => onDeclined(declining) };
        if (isIn('booked', declining.status) && declining.bookingId !== undefined) {
          end.mutate({ id: declining.bookingId, reason }, done);
        } else {
          reject.mutate({ id: declining.id, reason }, done);
        }
      }}
    />
  );
}
