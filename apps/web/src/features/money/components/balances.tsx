import { Stack, Table, Text } from '@mantine/core';
import { formatOre, type Money } from '@stuga/shared';
import { useT } from '@/lib/i18n';

/** A balance in words: owed to them, owed by them, or even. */
export function useBalanceWords() {
  const t = useT();
  return (balance: number) =>
    balance > 0
      ? t('money.owed', { amount: formatOre(balance) })
      : balance < 0
        ? t('money.owes', { amount: formatOre(-balance) })
        : t('money.even');
}

/** Everyone's balance: laid out, parts, settled, what is left, and stay fees; the house's too. */
export function Balances({ money }: { money: Money }) {
  const t = useT();
  const words = useBalanceWords();
  if (money.balances.length === 0) return <Text c="dimmed">{t('money.noBalances')}</Text>;
  return (
    <Stack gap="sm">
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('money.member')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('money.paid')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('money.parts')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('money.settled')}
            </Table.Th>
            <Table.Th ta="right">{t('money.balance')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {money.balances.map((line) => (
            <Table.Tr key={line.user_id}>
              <Table.Td>
                {line.name}
                {line.fees > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('money.fees', { amount: formatOre(line.fees) })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {formatOre(line.paid)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {formatOre(line.parts)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {formatOre(line.settled)}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {words(line.balance)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {money.house !== 0 && (
        <Text size="sm">
          {money.house > 0
            ? t('money.houseOwed', { amount: formatOre(money.house) })
            : t('money.houseOwes', { amount: formatOre(-money.house) })}
        </Text>
      )}
    </Stack>
  );
}
