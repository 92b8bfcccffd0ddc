import { Button, FileInput, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  COST_KINDS,
  COST_REPEATS,
  DEFAULT_SPLIT,
  splitsFor,
  toWireDate,
  type ChosenSplit,
  type CostInput,
  type CostKind,
  type CostRepeat,
  type Member,
} from '@stuga/shared';
import { useState } from 'react';
import { toOre } from '@/components/ui/kronor-input';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useAddReceipt } from '../api/add-receipt';
import { useRecordCost } from '../api/record-cost';
import { AmountsFields, Kronor, PeriodFields } from './cost-fields';
import { RECEIPT_TYPES } from './receipt';
import { KIND_WORDS, REPEAT_WORDS, SPLIT_WORDS } from './cost-words';

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
  const [receipt, setReceipt] = useState<File | null>(null);
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
    setReceipt(null);
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
    receipt,
    setReceipt,
    active,
    input,
    clear,
  };
}

/** Records the drafted cost, then its receipt, and says what went wrong where. */
function useCostSubmit(draft: ReturnType<typeof useCostDraft>, onRecorded: () => void) {
  const t = useT();
  const save = useRecordCost();
  const addReceipt = useAddReceipt();
  const checkForm = useFormCheck();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    const cost = draft.input();
    const checked = await checkForm((schemas) => schemas.CostInputSchema.safeParse(cost));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    addReceipt.reset();
    save.mutate(cost, {
      onSuccess: ({ cost: recorded }) => {
        if (draft.receipt) addReceipt.mutate({ id: recorded.id, file: draft.receipt });
        draft.clear();
        onRecorded();
      },
    });
  };

  return { submit, problem, save, addReceipt };
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
  const draft = useCostDraft(today, members);
  const { what, setWhat, amount, setAmount, day, setDay, kind, setKind, split, setSplit } = draft;
  const { paidBy, setPaidBy, repeats, setRepeats, period, setPeriod, amounts, setAmounts, active } =
    draft;
  const { submit, problem, save, addReceipt } = useCostSubmit(draft, onRecorded);

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
            data={splitsFor(kind).map((value) => ({ value, label: t(SPLIT_WORDS[value]) }))}
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
        <FileInput
          label={t('costs.receiptField')}
          description={t('costs.receiptHint')}
          accept={RECEIPT_TYPES}
          value={draft.receipt}
          onChange={draft.setReceipt}
          clearable
        />
        {(problem ?? save.error) && (
          <StatusText tone="error">{problem ?? save.error?.message}</StatusText>
        )}
        {addReceipt.error && (
          <StatusText tone="error">
            {t('costs.receiptNotKept', {
              reason: failureMessage(addReceipt.error, t('fail.receipt')),
            })}
          </StatusText>
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
