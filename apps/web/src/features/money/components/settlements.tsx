import { Button, Group, Stack, Text } from '@mantine/core';
import { formatOre, type SettlementRecord } from '@stuga/shared';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useConfirmSettlement } from '../api/confirm-settlement';

/** The payments made: waiting for their payee, who confirms, or confirmed. */
export function Settlements({ settlements }: { settlements: readonly SettlementRecord[] }) {
  const t = useT();
  const format = useFormat();
  const confirm = useConfirmSettlement();
  const done = confirm.isSuccess
    ? settlements.find((each) => each.id === confirm.variables)
    : undefined;
  return (
    <Stack gap="sm">
      {confirm.error && (
        <StatusText tone="error">
          {failureMessage(confirm.error, t('fail.confirmSettlement'))}
        </StatusText>
      )}
      {done && (
        <StatusText tone="success">
          {t('money.confirmedDone', { from: done.from.name, amount: formatOre(done.amount) })}
        </StatusText>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {settlements.map((payment) => (
          <Group
            key={payment.id}
            component="li"
            justify="space-between"
            align="center"
            wrap="wrap"
            gap="xs"
            data-testid="settlement"
          >
            <div>
              <Text size="sm" fw={600}>
                {t('money.payment', {
                  from: payment.from.name,
                  to: payment.to.name,
                  amount: formatOre(payment.amount),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {payment.confirmed_at
                  ? t('money.confirmedOn', { day: format.date(payment.confirmed_at) })
                  : t('money.waiting', { name: payment.to.name })}
              </Text>
            </div>
            {payment.can.confirm && (
              <Button
                size="compact-sm"
                className="touch-target"
                loading={confirm.isPending && confirm.variables === payment.id}
                onClick={() => confirm.mutate(payment.id)}
                aria-label={t('money.confirmFor', {
                  from: payment.from.name,
                  amount: formatOre(payment.amount),
                })}
              >
                {t('money.confirm')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
