import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AGENDA_MAX, ITEM_TITLE_MAX, type Meeting } from '@stuga/shared';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT, type Translate } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useSetAgenda } from '../api/set-agenda';
import { itemTitle } from './labels';

interface Draft {
  key: number;
  id: number | null;
  /** A usual item's title in the reader's language: sent as null when left as it is. */
  usual: string | null;
  motion: boolean;
  title: string;
}

let nextKey = 1;

const draftsOf = (meeting: Meeting, t: Translate): Draft[] =>
  meeting.items.map((item) => ({
    key: nextKey++,
    id: item.id,
    usual: item.key && item.title === null ? itemTitle(item, t) : null,
    motion: item.motion !== null,
    title: itemTitle(item, t),
  }));

/** One line of the agenda as it is edited: its title (a motion keeps its own), moved, taken off. */
function DraftLine({
  draft,
  number,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  draft: Draft;
  number: number;
  count: number;
  onChange(title: string): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const t = useT();
  const name = draft.title || t('meetings.newItem');
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-end">
      {draft.motion ? (
        <Text style={{ flex: 1 }}>{t('meetings.itemTitle', { number, title: draft.title })}</Text>
      ) : (
        <TextInput
          style={{ flex: 1 }}
          label={t('meetings.itemNumber', { number })}
          value={draft.title}
          maxLength={ITEM_TITLE_MAX}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      <ActionIcon
        variant="default"
        size="lg"
        disabled={number === 1}
        aria-label={t('meetings.moveUp', { title: name })}
        onClick={() => onMove(-1)}
      >
        <IconArrowUp size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={number === count}
        aria-label={t('meetings.moveDown', { title: name })}
        onClick={() => onMove(1)}
      >
        <IconArrowDown size={18} aria-hidden />
      </ActionIcon>
      {!draft.motion && (
        <ActionIcon
          variant="default"
          color="red"
          size="lg"
          aria-label={t('meetings.takeOff', { title: name })}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/** An admin orders the agenda (DECISIONS §24): items renamed, moved, added, taken off. */
export function AgendaEditor({ meeting, onDone }: { meeting: Meeting; onDone(): void }) {
  const t = useT();
  const save = useSetAgenda(meeting.id);
  const [drafts, setDrafts] = useState<Draft[]>(() => draftsOf(meeting, t));
  const change = (key: number, next: Partial<Draft> | null) =>
    setDrafts((all) =>
      next === null
        ? all.filter((draft) => draft.key !== key)
        : all.map((draft) => (draft.key === key ? { ...draft, ...next } : draft)),
    );
  const move = (index: number, by: -1 | 1) =>
    setDrafts((all) => {
      const next = [...all];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.AgendaInputSchema.safeParse({
        items: drafts.map((draft) => ({
          id: draft.id,
          title:
            draft.motion || (draft.usual !== null && draft.title.trim() === draft.usual)
              ? null
              : draft.title,
        })),
      }),
    (input, done) =>
      save.mutate(input, { onSuccess: () => (done.onSuccess(), onDone()), onError: done.onError }),
    { saved: t('meetings.agendaSaved'), failed: t('fail.setAgenda') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('meetings.editAgenda')}>
      <Stack gap="sm">
        <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {drafts.map((draft, index) => (
            <DraftLine
              key={draft.key}
              draft={draft}
              number={index + 1}
              count={drafts.length}
              onChange={(title) => change(draft.key, { title })}
              onMove={(by) => move(index, by)}
              onRemove={() => change(draft.key, null)}
            />
          ))}
        </Stack>
        <Group>
          {drafts.length < AGENDA_MAX && (
            <Button
              variant="light"
              onClick={() =>
                setDrafts((all) => [
                  ...all,
                  { key: nextKey++, id: null, usual: null, motion: false, title: '' },
                ])
              }
            >
              {t('meetings.addItem')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('meetings.saveAgenda')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('meetings.cancelAgenda')}
          </Button>
        </Group>
        {result && !result.ok && <StatusText tone="error">{result.text}</StatusText>}
      </Stack>
    </form>
  );
}
