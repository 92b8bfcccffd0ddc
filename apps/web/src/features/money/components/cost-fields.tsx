import { Group, Stack, Text, TextInput } from '@mantine/core';
import { COST_LIMIT_ORE, formatOre, type Member } from '@stuga/shared';
import { KronorInput, toOre } from '@/components/ui/kronor-input';
import { useT } from '@/lib/i18n';

/** Kronor typed as the reader writes them, up to the largest cost. */
export const Kronor = (props: {
  label: string;
  value: string | number;
  onChange(value: string | number): void;
}) => <KronorInput {...props} maxOre={COST_LIMIT_ORE} />;

/** A member's part typed by the admin, when a cost is split by amounts. */
export function AmountsFields({
  members,
  amounts,
  setAmounts,
  total,
}: {
  members: readonly Member[];
  amounts: Record<number, string | number>;
  setAmounts(
    update: (all: Record<number, string | number>) => Record<number, string | number>,
  ): void;
  total: number;
}) {
  const t = useT();
  const given = members.reduce((sum, member) => sum + (toOre(amounts[member.id] ?? '') || 0), 0);
  return (
    <Stack gap="xs">
      {members.map((member) => (
        <Kronor
          key={member.id}
          label={t('costs.amountOf', { name: member.name })}
          value={amounts[member.id] ?? ''}
          onChange={(value) => setAmounts((all) => ({ ...all, [member.id]: value }))}
        />
      ))}
      <Text size="sm" role="status">
        {t('costs.amountsLeft', { amount: formatOre((Number.isNaN(total) ? 0 : total) - given) })}
      </Text>
    </Stack>
  );
}

/** The period a split counts: person-nights its nights, by use its departures; empty: the month. */
export function PeriodFields({
  byUse,
  period,
  setPeriod,
}: {
  byUse: boolean;
  period: { from: string; to: string };
  setPeriod(period: { from: string; to: string }): void;
}) {
  const t = useT();
  return (
    <Group grow align="flex-start" wrap="wrap">
      <TextInput
        type="date"
        label={t(byUse ? 'costs.leavingFrom' : 'costs.periodFrom')}
        description={t(byUse ? 'costs.leavingHint' : 'costs.periodHint')}
        value={period.from}
        onChange={(event) => setPeriod({ ...period, from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t(byUse ? 'costs.leavingTo' : 'costs.periodTo')}
        value={period.to}
        min={period.from}
        onChange={(event) => setPeriod({ ...period, to: event.currentTarget.value })}
      />
    </Group>
  );
}
