import { Button, Group, Text } from '@mantine/core';
import { formatOre, paths, type PaymentState, type PaymentSummary } from '@stuga/shared';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import type { MessageKey } from '@/i18n/en';

/** What each payment state says beside its amount. */
export const PAYMENT_STATE_WORDS: Record<PaymentState, MessageKey> = {
  due: 'pay.state.due',
  marked: 'pay.state.marked',
  confirmed: 'pay.state.confirmed',
};

/** The path of a booking's payment screen. */
export const payPath = (bookingId: number) => paths.pay.replace(':id', String(bookingId));

/**
 * What a booked stay costs and where its payment stands (DECISIONS §21), with the way to pay it
 * while nobody has confirmed it.
 */
export function PaymentLine({
  bookingId,
  payment,
  dates,
}: {
  bookingId: number;
  payment: PaymentSummary;
  dates: string;
}) {
  const t = useT();
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">
        {t('pay.line', {
          amount: formatOre(payment.fee),
          state: t(PAYMENT_STATE_WORDS[payment.state]),
        })}
      </Text>
      {payment.state !== 'confirmed' && (
        <Button
          component={Link}
          to={payPath(bookingId)}
          variant={payment.state === 'due' ? 'filled' : 'light'}
          size="xs"
          className="touch-target"
          aria-label={t('pay.openFor', { dates })}
        >
          {payment.state === 'due' ? t('pay.pay') : t('pay.see')}
        </Button>
      )}
    </Group>
  );
}
