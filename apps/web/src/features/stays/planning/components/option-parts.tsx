import { Button, Group, Text } from '@mantine/core';
import { formatOre, isIn, type OptionStatus } from '@stuga/shared';
import { IconTrash } from '@tabler/icons-react';
import { StatusText } from '@/components/ui/status-text';
import { PaymentLine } from '@/features/stays/payments/components/payment-line';
import classes from '@/features/stays/components/option-row.module.css';
import { useSayReason, useT } from '@/lib/i18n';
import type { MessageKey } from '@/i18n/en';
import type { DraftOption } from '../model';

/** How far a finger must swipe left before letting go deletes the option. */
export const SWIPE_DELETE_PX = 90;

/** What an option that came to an end says of it, by status (the shared table decides which). */
const endNote: Readonly<Record<OptionStatus, MessageKey | null>> = {
  planning: null,
  pending: null,
  approved: null,
  committed: null,
  declined: null,
  cancelled: 'stays.optionRow.youCancelledThisStay',
  expired: 'stays.optionRow.thePlanSValidity',
};

/** What is known of the option beyond its dates: how it ended, its payment or cost, why declined. */
export function OptionFacts({
  option,
  dates,
  estimate,
}: {
  option: DraftOption;
  dates: string;
  estimate: number | undefined;
}) {
  const t = useT();
  const sayReason = useSayReason();
  const note = endNote[option.status];
  return (
    <>
      {note && (
        <Text size="sm" c="dimmed">
          {t(note)}
        </Text>
      )}
      {option.payment && option.booking_id !== undefined ? (
        <PaymentLine bookingId={option.booking_id} payment={option.payment} dates={dates} />
      ) : (
        estimate !== undefined &&
        estimate > 0 && (
          <Text size="sm" c="dimmed">
            {t('stays.fee.estimate', { amount: formatOre(estimate) })}
          </Text>
        )
      )}
      {isIn('countedAsDeclined', option.status) && option.rejection_reason && (
        <StatusText tone="error" announce={false}>
          {t('stays.optionRow.declined', {
            reason: sayReason(
              option.rejection_reason,
              option.rejection_code,
              option.rejection_params,
            ),
          })}
        </StatusText>
      )}
    </>
  );
}

/** What may be done with the option's stay: cancel it, add it to a calendar, offer it, its history. */
export function OptionActions({
  option,
  dates,
  onCancel,
  onHistory,
  onAddToCalendar,
  onOffer,
}: {
  option: DraftOption;
  dates: string;
  onCancel(): void;
  onHistory(): void;
  onAddToCalendar(): void;
  onOffer: (() => void) | undefined;
}) {
  const t = useT();
  const { cancel: cancellable, history } = option.can;
  if (!cancellable && option.id === undefined) return null;
  return (
    <Group gap="xs">
      {cancellable && (
        <Button
          variant="light"
          color="red"
          size="xs"
          className="touch-target"
          onClick={onCancel}
          aria-label={t('stays.optionRow.cancelStayDates', { dates })}
        >
          {t('stays.optionRow.cancelStay')}
        </Button>
      )}
      {option.id !== undefined && isIn('inFeeds', option.status) && (
        <Button
          variant="light"
          size="xs"
          className="touch-target"
          onClick={onAddToCalendar}
          aria-label={t('stays.optionRow.addToCalendarDates', { dates })}
        >
          {t('stays.optionRow.addToCalendar')}
        </Button>
      )}
      {onOffer && (
        <Button
          variant="light"
          size="xs"
          className="touch-target"
          onClick={onOffer}
          aria-label={t('stays.optionRow.offerDates', { dates })}
        >
          {t('stays.optionRow.offer')}
        </Button>
      )}
      {history && (
        <Button
          variant="subtle"
          size="xs"
          className="touch-target"
          onClick={onHistory}
          aria-label={t('stays.optionRow.historyOfDates', { dates })}
        >
          {t('stays.optionRow.history')}
        </Button>
      )}
    </Group>
  );
}

/** Behind a row being swiped: what letting go will do. */
export function SwipeHint({ swipe }: { swipe: number }) {
  const t = useT();
  return (
    <div className={classes.behind} aria-hidden>
      <IconTrash />
      {swipe <= -SWIPE_DELETE_PX
        ? t('stays.optionRow.releaseToDelete')
        : t('stays.optionRow.swipeToDelete')}
    </div>
  );
}
