import { Button, Checkbox, Group, Paper, Stack, TextInput } from '@mantine/core';
import {
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_TEXT_MAX,
  CHECKLIST_UNIT_MAX,
  type Checklist,
  type ChecklistItem,
} from '@stuga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState, type RefObject } from 'react';
import { moved, RowOrderButtons } from '@/components/ui/row-order';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
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
  const [problem, setProblem] = useState<string | null>(null);
  const checkForm = useFormCheck();
  // An item added takes focus in its text, where its admin goes on typing.
  const focusNext = useRef<string | null>(null);
  const drafts = edits ?? items.map(draftOf);
  const change = (next: Draft[]) => {
    setEdits(next);
    setSaved(false);
  };
  const update = (key: string, patch: Partial<Draft>) =>
    change(drafts.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const submit = async () => {
    setTried(true);
    setProblem(null);
    if (drafts.some((d) => !d.text.trim())) return;
    const checked = await checkForm((schemas) =>
      schemas.ChecklistInputSchema.safeParse({
        items: drafts.map(({ id, text, asks_number, unit }) => ({
          ...(id === undefined ? {} : { id }),
          text: text.trim(),
          asks_number,
          unit: unit.trim(),
        })),
      }),
    );
    if (!checked.ok) return setProblem(checked.problem ?? t('common.networkError'));
    save.mutate(checked.data, {
      onSuccess: (lists) => {
        setEdits(lists[list].map(draftOf));
        setTried(false);
        setSaved(true);
      },
    });
  };
  const listName = list === 'arrival' ? t('house.arrival') : t('house.departure');
  return (
    <form
      noValidate
      aria-label={listName}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {drafts.map((draft, index) => (
          <ItemFields
            key={draft.key}
            draft={draft}
            index={index}
            count={drafts.length}
            tried={tried}
            focusRef={focusNext}
            onChange={(patch) => update(draft.key, patch)}
            onMove={(by) => change(moved(drafts, index, by))}
            onRemove={() => change(drafts.filter((d) => d.key !== draft.key))}
          />
        ))}
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
        {(problem ?? save.error) && (
          <StatusText tone="error">{problem ?? save.error?.message}</StatusText>
        )}
        {saved && <StatusText tone="success">{t('house.admin.saved')}</StatusText>}
      </Stack>
    </form>
  );
}

/** One item: its text, whether it asks for a number (and in what unit), moved or removed. */
function ItemFields({
  draft,
  index,
  count,
  tried,
  focusRef,
  onChange,
  onMove,
  onRemove,
}: {
  draft: Draft;
  index: number;
  count: number;
  /** A save was tried: an item without text says so. */
  tried: boolean;
  /** The key of the item just added, which takes the focus. */
  focusRef: RefObject<string | null>;
  onChange(patch: Partial<Draft>): void;
  onMove(by: number): void;
  onRemove(): void;
}) {
  const t = useT();
  const name = draft.text.trim() || t('house.admin.unnamed', { n: index + 1 });
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          ref={(input) => {
            if (input && focusRef.current === draft.key) {
              focusRef.current = null;
              input.focus();
            }
          }}
          label={t('house.admin.item')}
          value={draft.text}
          maxLength={CHECKLIST_TEXT_MAX}
          required
          error={tried && !draft.text.trim() ? t('house.admin.needText') : null}
          onChange={(event) => onChange({ text: event.currentTarget.value })}
          style={{ flex: '1 1 14rem' }}
        />
        <Checkbox
          label={t('house.admin.asksNumber')}
          checked={draft.asks_number}
          onChange={(event) => onChange({ asks_number: event.currentTarget.checked })}
          mb={8}
        />
        {draft.asks_number && (
          <TextInput
            label={t('house.admin.unit')}
            value={draft.unit}
            maxLength={CHECKLIST_UNIT_MAX}
            onChange={(event) => onChange({ unit: event.currentTarget.value })}
            w={90}
          />
        )}
        <RowOrderButtons
          name={name}
          first={index === 0}
          last={index === count - 1}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Group>
    </Paper>
  );
}
