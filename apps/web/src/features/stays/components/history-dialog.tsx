import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTime, formatDay, fromWireDate, type HistoryEntry } from '@stuga/shared';
import { QueryState } from '@/components/ui/query-state';
import { useOptionHistory } from '../api/get-history';
import { statusLabel } from './status';

/** One change in words: "Pending → Approved", or "Made as Pending". */
export const changeText = (entry: HistoryEntry) =>
  entry.from_status
    ? `${statusLabel[entry.from_status]} → ${statusLabel[entry.to_status]}`
    : `Made as ${statusLabel[entry.to_status]}`;

/** Who made a change: a person, or the app itself (a validity that passed). */
export const actorText = (entry: HistoryEntry) =>
  entry.actor ?? 'Stuga (the plan’s validity passed)';

export interface HistoryDialogProps {
  /** The option whose history is shown, with words for it; null closes the dialog. */
  option: { id: number; label: string } | null;
  onClose(): void;
}

/** An option's history (DECISIONS §16): every status change, who, when and why, oldest first. */
export function HistoryDialog({ option, onClose }: HistoryDialogProps) {
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const history = useOptionHistory(option?.id ?? null);
  return (
    <Modal opened={option !== null} onClose={onClose} title="History" fullScreen={narrow}>
      <Stack gap="md">
        <Text size="sm">{option?.label}</Text>
        <QueryState
          data={history.data}
          error={history.error}
          isPending={history.isPending}
          retry={() => void history.refetch()}
          loadingLabel="Loading the history"
        >
          {({ history: entries }) =>
            entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                No changes are recorded for this option.
              </Text>
            ) : (
              <Stack
                component="ol"
                gap="sm"
                aria-label="Changes, oldest first"
                style={{ margin: 0, paddingInlineStart: '1.25rem' }}
              >
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Text size="sm" fw={600}>
                      {changeText(entry)}
                    </Text>
                    <Text size="sm">
                      {formatDateTime(entry.at)} · {actorText(entry)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDay(fromWireDate(entry.from))} – {formatDay(fromWireDate(entry.to))}
                    </Text>
                    {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
                  </li>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Modal>
  );
}
