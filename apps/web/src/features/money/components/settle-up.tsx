import { Button, Card, Stack, Text } from '@mantine/core';
import { formatOre, type Money, type Proposal } from '@stuga/shared';
import { StatusText } from '@/components/ui/status-text';
import { SwishQr } from '@/components/ui/swish-qr';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useMarkSettled } from '../api/mark-settled';

/** One proposed payment: for its payer, the Swish QR code and "I have paid". */
function ProposalCard({
  proposal,
  onMark,
  pending,
}: {
  proposal: Proposal;
  onMark(): void;
  pending: boolean;
}) {
  const t = useT();
  const amount = formatOre(proposal.amount);
  const names = { from: proposal.from.name, to: proposal.to.name, amount };
  return (
    <Card withBorder padding="md" component="li" data-testid="proposal">
      <Stack gap="sm">
        <Text fw={600}>{t('money.pays', names)}</Text>
        {proposal.can.mark_paid && proposal.from.id !== null && (
          <>
            {proposal.swish ? (
              <SwishQr
                swish={proposal.swish}
                size={220}
                alt={t('pay.qrAlt', { amount, payee: proposal.swish.payee })}
                scan={t('pay.scan')}
                open={t('pay.openSwish')}
                by={t('pay.by', { payee: proposal.swish.payee, message: proposal.swish.message })}
              />
            ) : (
              <Text size="sm">{t('money.noSwish', { name: proposal.to.name })}</Text>
            )}
          </>
        )}
        {proposal.can.mark_paid && (
          <Button
            variant="light"
            loading={pending}
            onClick={onMark}
            aria-label={
              proposal.from.id === null
                ? undefined
                : t('money.markPaidFor', { to: proposal.to.name, amount })
            }
          >
            {proposal.from.id === null ? t('money.markPaidHouse') : t('money.markPaid')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/** "Settle up": the fewest payments that clear every balance. */
export function SettleUp({ money }: { money: Money }) {
  const t = useT();
  const mark = useMarkSettled();
  const marked = mark.isSuccess ? mark.variables : undefined;
  const nameOf = (id: number | null) =>
    money.settlements.find((each) => each.from.id === id)?.from.name ??
    money.settlements.find((each) => each.to.id === id)?.to.name ??
    '';
  return (
    <Stack gap="sm">
      <Text size="sm">{t('money.settleHint')}</Text>
      {mark.error && (
        <StatusText tone="error">{failureMessage(mark.error, t('fail.markSettled'))}</StatusText>
      )}
      {marked && (
        <StatusText tone="success">
          {t('money.marked', {
            from: nameOf(marked.from),
            to: nameOf(marked.to),
            amount: formatOre(marked.amount),
          })}
        </StatusText>
      )}
      {money.proposals.length === 0 ? (
        <Text c="dimmed">{t('money.allSettled')}</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {money.proposals.map((proposal) => (
            <ProposalCard
              key={`${proposal.from.id}-${proposal.to.id}`}
              proposal={proposal}
              pending={
                mark.isPending &&
                mark.variables?.from === proposal.from.id &&
                mark.variables?.to === proposal.to.id
              }
              onMark={() =>
                mark.mutate({
                  from: proposal.from.id,
                  to: proposal.to.id,
                  amount: proposal.amount,
                })
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
