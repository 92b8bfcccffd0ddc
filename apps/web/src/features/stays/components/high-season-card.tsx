import {
  ActionIcon,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  DEFAULT_HIGH_SEASON,
  periodDaysIn,
  type CalendarDate,
  type SeasonPeriod,
} from '@stuga/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { useFormCheck } from '@/lib/schemas';
import { useSetHighSeason } from '../api/set-high-season';
import { useHighSeason } from '../api/high-season';
import { draftOf, kinds, periodOf, type Draft } from './high-season-draft';
import { periodPreview } from './high-season-preview';

/**
 * High season (DECISIONS §16): the periods the fair share counts, each fixed dates (which may run
 * over New Year), the week of Midsummer, or ISO weeks, with the days each covers this year.
 */
export function HighSeasonCard() {
  const t = useT();
  const season = useHighSeason();
  return (
    <SectionCard title={t('settings.season.title')} size="h3">
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.season.help')}
      </Text>
      <QueryState
        data={season.data}
        error={season.error}
        isPending={season.isPending}
        retry={() => void season.refetch()}
        loadingLabel={t('settings.season.loading')}
      >
        {(data) => <HighSeasonForm stored={data.periods} />}
      </QueryState>
    </SectionCard>
  );
}

/** The periods as a form, starting from what is stored. */
function HighSeasonForm({ stored }: { stored: readonly SeasonPeriod[] }) {
  const t = useT();
  const checkForm = useFormCheck();
  const save = useSetHighSeason();
  const today = useToday();
  const year = today ? Number(today.slice(0, 4)) : null;
  const [periods, setDrafts] = useState<Draft[]>(() => stored.map((p) => draftOf(p, t)));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const change = (key: number, fields: Partial<Draft>) => {
    setSaved(false);
    setDrafts((current) => current.map((d) => (d.key === key ? { ...d, ...fields } : d)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setSaved(false);
    const parsed = await checkForm((schemas) =>
      schemas.HighSeasonSchema.safeParse({ periods: periods.map(periodOf) }),
    );
    if (!parsed.ok) {
      // A complaint about one period names it.
      const index = parsed.path[1];
      return setProblem(
        parsed.problem === null
          ? t('settings.season.failed')
          : typeof index === 'number'
            ? t('settings.season.periodProblem', { index: index + 1, problem: parsed.problem })
            : parsed.problem,
      );
    }
    save.mutate(parsed.data.periods, {
      onSuccess: (answer) => {
        setDrafts(answer.periods.map((p) => draftOf(p, t)));
        setSaved(true);
      },
      onError: (error) => setProblem(failureMessage(error, t('settings.season.failed'))),
    });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('settings.season.title')}
    >
      <Stack gap="sm">
        {periods.length === 0 && <Text c="dimmed">{t('settings.season.none')}</Text>}
        {periods.map((draft, index) => (
          <PeriodCard
            key={draft.key}
            draft={draft}
            index={index}
            year={year}
            onChange={(fields) => change(draft.key, fields)}
            onRemove={() => {
              setSaved(false);
              setDrafts((current) => current.filter((d) => d.key !== draft.key));
            }}
          />
        ))}
        {problem && <StatusText tone="error">{problem}</StatusText>}
        {saved && <StatusText tone="success">{t('settings.season.saved')}</StatusText>}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={periods.length >= 12}
              onClick={() => {
                setSaved(false);
                setDrafts((current) => [
                  ...current,
                  draftOf({ kind: 'dates', name: '', from: '', to: '' }, t),
                ]);
              }}
            >
              {t('settings.season.add')}
            </Button>
            <Button
              variant="subtle"
              color="gray"
              onClick={() => {
                setSaved(false);
                setDrafts(DEFAULT_HIGH_SEASON.map((p) => draftOf(p, t)));
              }}
            >
              {t('settings.season.defaults')}
            </Button>
          </Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings.season.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One period of the high season: its name, its dates or weeks, and its days in this year. */
function PeriodCard({
  draft,
  index,
  year,
  onChange,
  onRemove,
}: {
  draft: Draft;
  index: number;
  year: number | null;
  onChange(fields: Partial<Draft>): void;
  onRemove(): void;
}) {
  const t = useT();
  const format = useFormat();
  const span = ([from, to]: [CalendarDate, CalendarDate]) => ({
    from: format.day(from),
    to: format.day(to),
  });
  const parsed = periodPreview(draft);
  return (
    <Card withBorder padding="sm" data-testid="season-period">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('admin.name')}
          value={draft.name}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          style={{ flex: '1 1 12rem' }}
          maxLength={60}
        />
        <NativeSelect
          label={t('settings.season.kind')}
          style={{ flex: '1 1 9rem' }}
          value={draft.kind}
          data={kinds.map(({ value, label }) => ({ value, label: t(label) }))}
          onChange={(e) => onChange({ kind: e.currentTarget.value as SeasonPeriod['kind'] })}
        />
        {draft.kind === 'dates' && (
          <Group gap="sm" wrap="nowrap">
            <TextInput
              label={t('settings.season.from')}
              description={t('settings.season.monthDay')}
              placeholder={t('settings.season.fromExample')}
              value={draft.fromDay}
              onChange={(e) => onChange({ fromDay: e.currentTarget.value })}
              w={90}
            />
            <TextInput
              label={t('settings.season.to')}
              description={t('settings.season.monthDay')}
              placeholder={t('settings.season.toExample')}
              value={draft.toDay}
              onChange={(e) => onChange({ toDay: e.currentTarget.value })}
              w={90}
            />
          </Group>
        )}
        {draft.kind === 'weeks' && (
          <Group gap="sm" wrap="nowrap">
            <NumberInput
              label={t('settings.season.fromWeek')}
              min={1}
              max={52}
              allowDecimal={false}
              value={draft.fromWeek}
              onChange={(value) => onChange({ fromWeek: value })}
              w={100}
            />
            <NumberInput
              label={t('settings.season.toWeek')}
              min={1}
              max={52}
              allowDecimal={false}
              value={draft.toWeek}
              onChange={(value) => onChange({ toWeek: value })}
              w={100}
            />
          </Group>
        )}
        <ActionIcon
          variant="subtle"
          color="red"
          size={44}
          aria-label={t('settings.season.remove', { index: index + 1 })}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {parsed && year !== null && (
        <Text size="xs" c="dimmed" mt={6}>
          {t('settings.season.inYear', {
            year: String(year),
            ...span(periodDaysIn(parsed, year)),
          })}
        </Text>
      )}
    </Card>
  );
}
