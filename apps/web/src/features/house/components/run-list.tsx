import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { CHECKLIST_NUMBER_MAX, type Checklist, type RunItem } from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useFormat, useT } from '@/lib/i18n';
import { useTick } from '../api/house';
import { queuedTick } from '../offline-ticks';

/** One item of a stay's run: its tick, and the number it asks for. */
function RunRow({ stayId, list, item: kept }: { stayId: number; list: Checklist; item: RunItem }) {
  const t = useT();
  // A tick made offline shows as made until it is sent (a reload offline included).
  const queued = queuedTick({ stayId, list, item: kept.id });
  const item = queued
    ? { ...kept, done: queued.input.done, value: queued.input.value ?? null }
    : kept;
  const format = useFormat();
  const tick = useTick(stayId);
  const [value, setValue] = useState<string | number>(item.value ?? '');
  const [missing, setMissing] = useState(false);
  const [asked, setAsked] = useState<boolean | null>(null);
  const toggle = (done: boolean) => {
    const reading = typeof value === 'number' ? value : null;
    if (done && item.asks_number && reading === null) return setMissing(true);
    setMissing(false);
    setAsked(done);
    tick.mutate(
      { list, item: item.id, input: { done, value: item.asks_number ? reading : null } },
      { onSettled: () => setAsked(null) },
    );
  };
  return (
    <Stack gap={4} component="li" data-testid="run-item">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          // What was asked shows at once, while it is being kept.
          checked={asked ?? item.done}
          disabled={tick.isPending}
          onChange={(event) => toggle(event.currentTarget.checked)}
          label={item.text}
          className="touch-target"
        />
      </Group>
      {item.asks_number && (
        <NumberInput
          label={item.unit ? t('house.reading', { unit: item.unit }) : t('house.readingNoUnit')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setMissing(false);
          }}
          decimalScale={2}
          min={-CHECKLIST_NUMBER_MAX}
          max={CHECKLIST_NUMBER_MAX}
          disabled={item.done || tick.isPending}
          error={missing ? t('house.readingFirst') : null}
          size="sm"
          maw={220}
          ml={32}
        />
      )}
      {queued && (
        <Text size="xs" c="dimmed" ml={32}>
          {t('house.queued')}
        </Text>
      )}
      {!queued && item.done && item.by && item.at && (
        <Text size="xs" c="dimmed" ml={32}>
          {t('house.tickedBy', { name: item.by, when: format.dateTime(item.at) })}
        </Text>
      )}
      {tick.error && <StatusText tone="error">{tick.error.message}</StatusText>}
    </Stack>
  );
}

/** A stay's run of a list: each item ticked as it is done, saved at once. */
export function RunList({
  stayId,
  list,
  items,
}: {
  stayId: number;
  list: Checklist;
  items: readonly RunItem[];
}) {
  const t = useT();
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('house.emptyList')}
      </Text>
    );
  }
  const done = items.filter((item) => item.done).length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('house.progress', { done, total: items.length })}
      </Text>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <RunRow key={item.id} stayId={stayId} list={list} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}
