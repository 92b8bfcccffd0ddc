import { ActionIcon, Button, Group, Stack, TextInput } from '@mantine/core';
import { SEASON_ITEMS_MAX, SEASON_TEXT_MAX, type SeasonList, type Seasons } from '@stuga/shared';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSaveSeasonList } from '../api/save-season-list';

interface Draft {
  key: number;
  id?: number;
  text: string;
}
let nextKey = 1;

/** An admin keeps a season's list: tasks reworded, moved, added, taken off. */
export function ListEditor({
  list,
  items,
}: {
  list: SeasonList;
  items: Seasons['lists'][SeasonList];
}) {
  const t = useT();
  const save = useSaveSeasonList(list);
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    items.map((item) => ({ key: nextKey++, id: item.id, text: item.text })),
  );
  const move = (index: number, by: -1 | 1) =>
    setDrafts((all) => {
      const next = [...all];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.SeasonListInputSchema.safeParse({
        items: drafts.map(({ id, text }) => (id === undefined ? { text } : { id, text })),
      }),
    (input, done) => save.mutate(input, done),
    { saved: t('seasons.listSaved'), failed: t('fail.saveSeasonList') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('seasons.editList')}>
      <Stack gap="sm">
        <Stack component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {drafts.map((draft, index) => {
            const name = draft.text || t('seasons.newTask');
            return (
              <Group component="li" key={draft.key} gap="xs" wrap="nowrap" align="flex-end">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('seasons.task', { number: index + 1 })}
                  value={draft.text}
                  maxLength={SEASON_TEXT_MAX}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setDrafts((all) => all.map((d) => (d.key === draft.key ? { ...d, text } : d)));
                  }}
                />
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={index === 0}
                  aria-label={t('seasons.moveUp', { task: name })}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  disabled={index === drafts.length - 1}
                  aria-label={t('seasons.moveDown', { task: name })}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  color="red"
                  size="lg"
                  aria-label={t('seasons.remove', { task: name })}
                  onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
        <Group>
          {drafts.length < SEASON_ITEMS_MAX && (
            <Button
              variant="light"
              onClick={() => setDrafts((all) => [...all, { key: nextKey++, text: '' }])}
            >
              {t('seasons.addTask')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('seasons.saveList')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}
