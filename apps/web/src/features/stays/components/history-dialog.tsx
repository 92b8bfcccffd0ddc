import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { fromWireDate } from '@stuga/shared';
import { QueryState } from '@/components/ui/query-state';
import { useOptionHistory } from '../api/option-history';
import { useStayWords } from '../words';
import { useSayReason, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';

export interface HistoryDialogProps {
  /** The option whose history is shown, with words for it; null closes the dialog. */
  option: { id: number; label: string } | null;
  onClose(): void;
}

/** An option's history (DECISIONS §16): every status change, who, when and why, oldest first. */
export function HistoryDialog({ option, onClose }: HistoryDialogProps) {
  const words = useStayWords();
  const format = useFormat();
  const t = useT();
  const narrow = useMediaQuery('(max-width: 450px)') ?? false;
  const history = useOptionHistory(option?.id ?? null);
  const sayReason = useSayReason();
  return (
    <Modal
      opened={option !== null}
      onClose={onClose}
      title={t('stays.optionRow.history')}
      fullScreen={narrow}
    >
      <Stack gap="md">
        <Text size="sm">{option?.label}</Text>
        <QueryState
          data={history.data}
          error={history.error}
          isPending={history.isPending}
          retry={() => void history.refetch()}
          loadingLabel={t('stays.historyDialog.loadingTheHistory')}
        >
          {({ history: entries }) =>
            entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('stays.historyDialog.noChangesAreRecorded')}
              </Text>
            ) : (
              <Stack
                component="ol"
                gap="sm"
                aria-label={t('stays.historyDialog.changesOldestFirst')}
                style={{ margin: 0, paddingInlineStart: '1.25rem' }}
              >
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <Text size="sm" fw={600}>
                      {words.change(entry)}
                    </Text>
                    <Text size="sm">
                      {t('stays.historyDialog.when', {
                        when: format.dateTime(entry.at),
                        who: words.actor(entry),
                      })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('common.range', {
                        from: format.day(fromWireDate(entry.from)),
                        to: format.day(fromWireDate(entry.to)),
                      })}
                    </Text>
                    {entry.reason && (
                      <Text size="sm">
                        {t('stays.historyDialog.reasonText', {
                          reason: sayReason(entry.reason, entry.reason_code, entry.reason_params),
                        })}
                      </Text>
                    )}
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
