import { Button, Group, Select, Stack } from '@mantine/core';
import type { SeasonList, Seasons } from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useStartSeasonRun } from '../api/start-season-run';

/** An admin starts this year's run of a list, giving each task to someone (or to anyone). */
export function StartRun({
  list,
  items,
  choices,
}: {
  list: SeasonList;
  items: Seasons['lists'][SeasonList];
  choices: { value: string; label: string }[];
}) {
  const t = useT();
  const start = useStartSeasonRun(list);
  const [given, setGiven] = useState<Record<number, string | null>>({});
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.SeasonRunInputSchema.safeParse({
        tasks: items.map((item) => ({
          item_id: item.id,
          user_id: given[item.id] ? Number(given[item.id]) : null,
        })),
      }),
    (input, done) => start.mutate(input, done),
    { saved: t('seasons.started'), failed: t('fail.startSeasonRun') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('seasons.startTitle')}>
      <Stack gap="sm">
        {items.map((item) => (
          <Select
            key={item.id}
            label={t('seasons.givenTo', { task: item.text })}
            placeholder={t('seasons.anyone')}
            clearable
            value={given[item.id] ?? null}
            data={choices}
            onChange={(value) => setGiven((all) => ({ ...all, [item.id]: value }))}
          />
        ))}
        <Group>
          <Button type="submit" loading={start.isPending}>
            {t('seasons.start')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}
