import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  CHOSEN_SPLITS,
  COST_KINDS,
  COST_LIMIT_ORE,
  COST_REPEATS,
  DEFAULT_SPLIT,
  formatOre,
  toWireDate,
  type ChosenSplit,
  type CostInput,
  type CostKind,
  type CostRepeat,
  type Member,
} from '@stuga/shared';
import { useState } from 'react';
import { KronorInput, toOre } from '@/components/ui/kronor-input';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useRecordCost } from '../api/record-cost';
import { KIND_WORDS, REPEAT_WORDS, SPLIT_WORDS } from './cost-words';

/** Kronor typed as the reader writes them, up to the largest cost. */
const Kronor = (props: {
  label: string;
  value: string | number;
  onChange(value: string | number): void;
}) => <KronorInput {...props} maxOre={COST_LIMIT_ORE} />;

/** A member's part typed by the admin, when a cost is split by amounts. */
function AmountsFields({
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
function PeriodFields({
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

/** A cost as it is typed, and the request it makes. */
function useCostDraft(today: string, members: readonly Member[]) {
  const [what, setWhat] = useState('');
  const [amount, setAmount] = useState<string | number>('');
  const [day, setDay] = useState(today);
  const [kind, setKind] = useState<CostKind>('electricity');
  const [split, setSplit] = useState<ChosenSplit>(DEFAULT_SPLIT.electricity);
  const [paidBy, setPaidBy] = useState('');
  const [repeats, setRepeats] = useState<CostRepeat | ''>('');
  const [period, setPeriod] = useState({ from: '', to: '' });
  const [amounts, setAmounts] = useState<Record<number, string | number>>({});
  const active = members.filter((member) => !member.suspended);
  const input = (): CostInput => ({
    what,
    amount: toOre(amount),
    day: toWireDate(day),
    kind,
    split,
    paid_by: paidBy === '' ? null : Number(paidBy),
    repeats: repeats === '' ? null : repeats,
    ...((split === 'nights' || split === 'usage') && (period.from || period.to)
      ? { period: { from: toWireDate(period.from), to: toWireDate(period.to) } }
      : {}),
    ...(split === 'amounts'
      ? {
          amounts: active
            .filter((member) => amounts[member.id] !== undefined && amounts[member.id] !== '')
            .map((member) => ({ user_id: member.id, amount: toOre(amounts[member.id]!) })),
        }
      : {}),
  });
  const clear = () => {
    setWhat('');
    setAmount('');
    setAmounts({});
  };
  return {
    what,
    setWhat,
    amount,
    setAmount,
    day,
    setDay,
    kind,
    setKind,
    split,
    setSplit,
    paidBy,
    setPaidBy,
    repeats,
    setRepeats,
    period,
    setPeriod,
    amounts,
    setAmounts,
    active,
    input,
    clear,
  };
}

/**
 * A cost as an admin records it (DECISIONS §23): what, the amount in kronor, the day, the kind,
 * how it is split (the kind's own rule unless chosen), who laid it out, whether it repeats; the
 * nights counted or each member's amount where the split needs them. The server checks all of it
 * again and splits it, exactly in öre.
 */
export function CostForm({
  members,
  today,
  onRecorded,
}: {
  members: readonly Member[];
  today: string;
  onRecorded(): void;
}) {
  const t = useT();
  const save = useRecordCost();
  const checkForm = useFormCheck();
  const draft = useCostDraft(today, members);
  const { what, setWhat, amount, setAmount, day, setDay, kind, setKind, split, setSplit } = draft;
  const { paidBy, setPaidBy, repeats, setRepeats, period, setPeriod, amounts, setAmounts, active } =
    draft;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const cost = draft.input();
    const checked = await checkForm((schemas) => schemas.CostInputSchema.safeParse(cost));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    save.mutate(cost, {
      onSuccess: () => {
        draft.clear();
        onRecorded();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('costs.what')}
          value={what}
          onChange={(event) => setWhat(event.currentTarget.value)}
          maxLength={100}
          required
        />
        <Group grow align="flex-start" wrap="wrap">
          <Kronor label={t('costs.amount')} value={amount} onChange={setAmount} />
          <TextInput
            type="date"
            label={t('costs.day')}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
            required
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('costs.kind')}
            value={kind}
            onChange={(event) => {
              const next = event.currentTarget.value as CostKind;
              setKind(next);
              setSplit(DEFAULT_SPLIT[next]);
            }}
            data={COST_KINDS.map((value) => ({ value, label: t(KIND_WORDS[value]) }))}
          />
          <NativeSelect
            label={t('costs.split')}
            value={split}
            onChange={(event) => setSplit(event.currentTarget.value as ChosenSplit)}
            data={CHOSEN_SPLITS.filter((value) => value !== 'usage' || kind === 'electricity').map(
              (value) => ({ value, label: t(SPLIT_WORDS[value]) }),
            )}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <NativeSelect
            label={t('costs.paidBy')}
            value={paidBy}
            onChange={(event) => setPaidBy(event.currentTarget.value)}
            data={[
              { value: '', label: t('costs.houseAccount') },
              ...active.map((member) => ({ value: String(member.id), label: member.name })),
            ]}
          />
          <NativeSelect
            label={t('costs.repeats')}
            value={repeats}
            onChange={(event) => setRepeats(event.currentTarget.value as CostRepeat | '')}
            data={[
              { value: '', label: t('costs.once') },
              ...COST_REPEATS.map((value) => ({ value, label: t(REPEAT_WORDS[value]) })),
            ]}
          />
        </Group>
        {(split === 'nights' || split === 'usage') && (
          <PeriodFields byUse={split === 'usage'} period={period} setPeriod={setPeriod} />
        )}
        {split === 'amounts' && (
          <AmountsFields
            members={active}
            amounts={amounts}
            setAmounts={setAmounts}
            total={toOre(amount)}
          />
        )}
        {(problem ?? save.error) && (
          <StatusText tone="error">{problem ?? save.error?.message}</StatusText>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('costs.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
