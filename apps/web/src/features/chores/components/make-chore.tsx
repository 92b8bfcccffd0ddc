import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Stack,
  TextInput,
} from '@mantine/core';
import {
  CHORE_FREQS,
  CHORE_INTERVAL_MAX,
  hasAccess,
  WORK_TITLE_MAX,
  type ChoreFreq,
  type ChoreInput,
  type Member,
} from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useLanguage, useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useMakeChore } from '../api/make-chore';
import { FREQ_WORDS, monthName } from './rule-words';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * An admin makes a recurring chore (DECISIONS §24): what, how often (every n weeks, months or
 * years, in some months only), from which day, and who takes turns, in the order chosen.
 */
export function MakeChore({ members, today }: { members: readonly Member[]; today: string }) {
  const t = useT();
  const { language } = useLanguage();
  const make = useMakeChore();
  const checkForm = useFormCheck();
  const [title, setTitle] = useState('');
  const [freq, setFreq] = useState<ChoreFreq>('monthly');
  const [interval, setInterval] = useState<string | number>(1);
  const [months, setMonths] = useState<string[]>([]);
  const [starts, setStarts] = useState(today);
  const [turns, setTurns] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const input = (): ChoreInput => ({
    title,
    freq,
    interval: Number(interval),
    months: months.map(Number),
    starts: starts.replaceAll('-', '/'),
    members: turns.map(Number),
  });
  const submit = async () => {
    setProblem(null);
    make.reset();
    const sent = input();
    const checked = await checkForm((schemas) => schemas.ChoreInputSchema.safeParse(sent));
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    make.mutate(sent, {
      onSuccess: () => {
        setTitle('');
        setTurns([]);
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
          label={t('chores.title')}
          value={title}
          maxLength={WORK_TITLE_MAX}
          required
          onChange={(event) => setTitle(event.currentTarget.value)}
        />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('chores.interval')}
            value={interval}
            min={1}
            max={CHORE_INTERVAL_MAX}
            allowDecimal={false}
            onChange={setInterval}
          />
          <NativeSelect
            label={t('chores.freq')}
            value={freq}
            data={CHORE_FREQS.map((value) => ({ value, label: t(FREQ_WORDS[value]) }))}
            onChange={(event) => setFreq(event.currentTarget.value as ChoreFreq)}
          />
        </Group>
        <Checkbox.Group
          label={t('chores.months')}
          description={t('chores.monthsHint')}
          value={months}
          onChange={setMonths}
        >
          <Group gap="xs" mt={4}>
            {MONTHS.map((month) => (
              <Checkbox key={month} value={String(month)} label={monthName(month, language)} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput
          type="date"
          label={t('chores.starts')}
          value={starts}
          required
          onChange={(event) => setStarts(event.currentTarget.value)}
        />
        <MultiSelect
          label={t('chores.who')}
          description={t('chores.whoHint')}
          data={members
            .filter((member) => !member.suspended && hasAccess(member, 'booking'))
            .map((member) => ({ value: String(member.id), label: member.name }))}
          value={turns}
          onChange={setTurns}
          searchable
        />
        {problem && <StatusText tone="error">{problem}</StatusText>}
        {make.error && (
          <StatusText tone="error">{failureMessage(make.error, t('fail.makeChore'))}</StatusText>
        )}
        {make.isSuccess && <StatusText tone="success">{t('chores.made')}</StatusText>}
        <Group>
          <Button type="submit" loading={make.isPending}>
            {t('chores.make')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
