import { Button, Group, Stack, Text } from '@mantine/core';
import { PaymentLine } from '@/features/stays/payments/components/payment-line';
import { fromWireDate, type CalendarDate, type GivenStay } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useStayWords } from '@/features/stays/words';
import { useOfferParam } from '@/features/stays/swaps/offer-param';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useCancelBooking } from '../api/cancel-booking';

/**
 * The member's stays that came to them other than through a plan of theirs — a round's block, a
 * stay swapped or given to them (DECISIONS §18, §19) — with what they may do with each before it
 * begins: offer it on, or cancel it (its days go to the waitlist). Drawn only when there are some.
 */
export function GivenStaysCard({
  stays,
  today,
}: {
  stays: readonly GivenStay[];
  today: CalendarDate;
}) {
  const t = useT();
  const format = useFormat();
  const { dates } = useStayWords();
  const { offer } = useOfferParam();
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<GivenStay | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const ahead = stays.filter((stay) => stay.own && fromWireDate(stay.to) >= today);
  if (ahead.length === 0 && !cancelled) return null;
  return (
    <SectionCard title={t('given.title')}>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {ahead.map((stay) => {
          const when = dates(stay);
          const begun = fromWireDate(stay.from) <= today;
          return (
            <Stack key={stay.id} gap={4} component="li">
              <Text size="sm" fw={600}>
                {when}
              </Text>
              <Text size="xs" c="dimmed">
                {stay.source === 'round' && stay.round
                  ? t('given.fromRound', { round: stay.round, block: stay.block ?? '' })
                  : t('given.fromSwap')}
              </Text>
              {stay.payment && (
                <PaymentLine bookingId={stay.id} payment={stay.payment} dates={when} />
              )}
              {!begun && (
                <Group gap="xs">
                  <Button
                    variant="light"
                    size="xs"
                    className="touch-target"
                    onClick={() => offer(stay.id)}
                    aria-label={t('stays.optionRow.offerDates', { dates: when })}
                  >
                    {t('stays.optionRow.offer')}
                  </Button>
                  <Button
                    variant="light"
                    color="red"
                    size="xs"
                    className="touch-target"
                    onClick={() => {
                      setCancelled(false);
                      setCancelling(stay);
                    }}
                    aria-label={t('stays.optionRow.cancelStayDates', { dates: when })}
                  >
                    {t('stays.optionRow.cancelStay')}
                  </Button>
                </Group>
              )}
            </Stack>
          );
        })}
      </Stack>
      {cancelled && <StatusText tone="success">{t('stays.planCard.cancelled')}</StatusText>}
      <ConfirmDelete
        opened={cancelling !== null}
        title={t('stays.planCard.cancelThisStay')}
        pending={cancel.isPending}
        error={cancel.error?.message ?? null}
        confirmLabel={t('stays.optionRow.cancelStay')}
        cancelLabel={t('stays.planCard.keepMyStay')}
        onCancel={() => {
          cancel.reset();
          setCancelling(null);
        }}
        onConfirm={() =>
          cancel.mutate(cancelling!.id, {
            onSuccess: () => {
              setCancelling(null);
              setCancelled(true);
            },
          })
        }
      >
        {cancelling && (
          <Text size="sm">
            {t('stays.planCard.willBeCancelledThe', {
              from: format.day(fromWireDate(cancelling.from)),
              to: format.day(fromWireDate(cancelling.to)),
            })}
          </Text>
        )}
      </ConfirmDelete>
    </SectionCard>
  );
}
