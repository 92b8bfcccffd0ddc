import { Checkbox, Stack, Text } from '@mantine/core';
import type { Checklist, RunItem } from '@stuga/shared';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useGuestTick } from '../api/guest-tick';

/** A checklist of the stay as a guest ticks it (an item that asks a number is read only). */
export function GuestChecklist(props: { pass: string; list: Checklist; items: RunItem[] }) {
  const t = useT();
  const tick = useGuestTick(props.pass);
  if (props.items.length === 0) return <Text c="dimmed">{t('guest.noItems')}</Text>;
  return (
    <Stack gap="sm" mt="xs">
      {props.items.map((item) => (
        <Checkbox
          key={item.id}
          label={item.text}
          // Shown as ticked at once; the server's answer (and the view read again) confirms it.
          checked={
            tick.isPending && tick.variables.item === item.id ? tick.variables.done : item.done
          }
          disabled={item.asks_number || !item.can.tick}
          onChange={(event) =>
            tick.mutate({
              list: props.list,
              item: item.id,
              done: event.currentTarget.checked,
              value: null,
            })
          }
        />
      ))}
      {tick.error && (
        <StatusText tone="error">{failureMessage(tick.error, t('fail.guestTick'))}</StatusText>
      )}
    </Stack>
  );
}
