import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import {
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_TEXT_MAX,
  CHECKLIST_UNIT_MAX,
  type Checklist,
  type ChecklistItem,
} from '@stuga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { moved, RowOrderButtons } from '@/components/ui/row-order';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useSaveChecklist } from '../api/save-checklist';

interface Draft extends Omit<ChecklistItem, 'id'> {
  key: string;
  id?: number;
}
let made = 0;
const draftOf = (item: ChecklistItem): Draft => ({ key: String(item.id), ...item });

/** An admin keeps a checklist: its items in order, each perhaps asking for a number. */
export function ChecklistEditor({
  list,
  items,
}: {
  list: Checklist;
  items: readonly ChecklistItem[];
}) {
  const t = useT();
  const save = useSaveChecklist(list);
  const [edits, setEdits] = useState<Draft[] | null>(null);
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  // An item added takes focus in its text, where its admin goes on typing.
  const focusNext = useRef<string | null>(null);
  const drafts = edits ?? items.map(draftOf);
  const change = (next: Draft[]) => {
    setEdits(next);
    setSaved(false);
  };
  const update = (key: string, patch: Partial<Draft>) =>
    change(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const listName = list === 'arrival' ? t('house.arrival') : t('house.departure');
  return (
    <form
      noValidate
      aria-label={listName}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (drafts.some((d) => !d.text.trim())) return;
        save.mutate(
          {
            items: drafts.map(({ id, text, asks_number, unit }) => ({
              ...(id === undefined ? {} : { id }),
              text: text.trim(),
              asks_number,
              unit: unit.trim(),
            })),
          },
          {
            onSuccess: (lists) => {
              setEdits(lists[list].map(draftOf));
              setTried(false);
              setSaved(true);
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        {drafts.map((draft, index) => {
          const name = draft.text.trim() || t('house.admin.unnamed', { n: index + 1 });
          return (
            <Paper key={draft.key} withBorder p="sm" radius="md">
              <Group gap="xs" align="flex-end" wrap="wrap">
                <TextInput
                  ref={(input) => {
                    if (input && focusNext.current === draft.key) {
                      focusNext.current = null;
                      input.focus();
                    }
                  }}
                  label={t('house.admin.item')}
                  value={draft.text}
                  maxLength={CHECKLIST_TEXT_MAX}
                  required
                  error={tried && !draft.text.trim() ? t('house.admin.needText') : null}
                  onChange={(event) => update(draft.key, { text: event.currentTarget.value })}
                  style={{ flex: '1 1 14rem' }}
                />
                <Checkbox
                  label={t('house.admin.asksNumber')}
                  checked={draft.asks_number}
                  onChange={(event) =>
                    update(draft.key, { asks_number: event.currentTarget.checked })
                  }
                  mb={8}
                />
                {draft.asks_number && (
                  <TextInput
                    label={t('house.admin.unit')}
                    value={draft.unit}
                    maxLength={CHECKLIST_UNIT_MAX}
                    onChange={(event) => update(draft.key, { unit: event.currentTarget.value })}
                    w={90}
                  />
                )}
                <RowOrderButtons
                  name={name}
                  first={index === 0}
                  last={index === drafts.length - 1}
                  onMove={(by) => change(moved(drafts, index, by))}
                  onRemove={() => change(drafts.filter((d) => d.key !== draft.key))}
                />
              </Group>
            </Paper>
          );
        })}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={drafts.length >= CHECKLIST_ITEMS_MAX}
            onClick={() => {
              const key = `new-${(made += 1)}`;
              focusNext.current = key;
              change([...drafts, { key, text: '', asks_number: false, unit: '' }]);
            }}
          >
            {t('house.admin.addItem')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {list === 'arrival' ? t('house.admin.saveArrival') : t('house.admin.saveDeparture')}
          </Button>
        </Group>
        {save.error && <StatusText tone="error">{save.error.message}</StatusText>}
        {saved && <StatusText tone="success">{t('house.admin.saved')}</StatusText>}
      </Stack>
    </form>
  );
}
