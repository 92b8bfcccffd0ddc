import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { CHECKLIST_NUMBER_MAX, type Checklist, type RunItem } from '@stuga/shared';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { DecimalInput } from '@/components/ui/decimal-input';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { isStillToSend } from '@/lib/offline-writes';
import { useTick } from '../api/tick';
import { tickKey, type TickWrite } from '../api/tick-writes';

/**
 * A stay's items as they will be: each tick still to be sent (made offline, a reload included)
 * shows as made until it is, and says whether it waits for the network.
 */
function useItemsAsTicked(stayId: number, list: Checklist, items: readonly RunItem[]) {
  const waiting = useMutationState({
    filters: {
      mutationKey: tickKey(stayId),
      predicate: (mutation) =>
        isStillToSend(mutation) && (mutation.state.variables as TickWrite).list === list,
    },
    select: (mutation) => ({
      write: mutation.state.variables as TickWrite,
      // Waiting for the network (or for its member to sign in again), not only on its way.
      kept: mutation.state.isPaused || mutation.state.status === 'error',
    }),
  });
  return items.map((item) => {
    const latest = waiting.findLast((entry) => entry.write.item === item.id);
    if (!latest) return { item, queued: false };
    const { done, value } = latest.write.input;
    return { item: { ...item, done, value: value ?? null }, queued: latest.kept };
  });
}

/** One item of a stay's run: its tick, and the number it asks for. */
function RunRow({
  stayId,
  list,
  item,
  queued,
}: {
  stayId: number;
  list: Checklist;
  item: RunItem;
  queued: boolean;
}) {
  const t = useT();
  const format = useFormat();
  const tick = useTick(stayId);
  const [value, setValue] = useState<string | number>(item.value ?? '');
  const [missing, setMissing] = useState(false);
  // What was asked shows at once, before the tick is on its way or kept.
  const [asked, setAsked] = useState<boolean | null>(null);
  const shownDone = asked ?? item.done;
  const toggle = (done: boolean) => {
    const reading = typeof value === 'number' ? value : null;
    if (done && item.asks_number && reading === null) return setMissing(true);
    setMissing(false);
    setAsked(done);
    tick.tick(list, item.id, { done, value: item.asks_number ? reading : null }, () =>
      setAsked(null),
    );
  };
  return (
    <Stack gap={4} component="li" data-testid="run-item">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Checkbox
          checked={shownDone}
          onChange={(event) => toggle(event.currentTarget.checked)}
          label={item.text}
          disabled={!item.can.tick}
          className="touch-target"
        />
      </Group>
      {item.asks_number && (
        <DecimalInput
          label={item.unit ? t('house.reading', { unit: item.unit }) : t('house.readingNoUnit')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setMissing(false);
          }}
          decimalScale={2}
          min={-CHECKLIST_NUMBER_MAX}
          max={CHECKLIST_NUMBER_MAX}
          disabled={item.done || !item.can.tick}
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
      {tick.error && !queued && <StatusText tone="error">{tick.error.message}</StatusText>}
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
  const shown = useItemsAsTicked(stayId, list, items);
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('house.emptyList')}
      </Text>
    );
  }
  const done = shown.filter(({ item }) => item.done).length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status">
        {t('house.progress', { done, total: items.length })}
      </Text>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map(({ item, queued }) => (
          <RunRow key={item.id} stayId={stayId} list={list} item={item} queued={queued} />
        ))}
      </Stack>
    </Stack>
  );
}
