import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Badge, Button, FileInput, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { HOUSE_NOTE_MAX, imageUrl, type HouseNote, type HouseNoteKind } from '@stuga/shared';
import { useMutationState } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { isStillToSend } from '@/lib/offline-writes';
import { useMarkNoteDone } from '../api/mark-note-done';
import { useAddHouseNote } from '../api/add-house-note';
import { logKey, type LogWrite } from '../api/note-writes';

/** The notes of the house log, each with who noted it when; admins mark them done. */
export function HouseNotes({ notes }: { notes: readonly HouseNote[] }) {
  const t = useT();
  const format = useFormat();
  const done = useMarkNoteDone();
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('house.log.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {notes.map((note) => (
        <Stack key={note.id} gap={2} component="li">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color={note.kind === 'broken' ? 'red' : 'yellow'} tt="none">
              {note.kind === 'broken' ? t('house.log.broken') : t('house.log.low')}
            </Badge>
            {note.done_at && (
              <Badge variant="light" color="green" tt="none">
                {t('house.log.done')}
              </Badge>
            )}
            <Text size="sm">{note.text}</Text>
          </Group>
          {note.photo && (
            <img
              src={imageUrl(note.photo, 320)}
              alt={t('house.log.photoOf', { text: note.text })}
              loading="lazy"
              decoding="async"
              style={{ width: 160, maxWidth: '100%', borderRadius: 6 }}
            />
          )}
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('house.log.by', { name: note.by, when: format.dateTime(note.at) })}
            </Text>
            {note.can.done && (
              <Button
                size="compact-xs"
                variant="light"
                loading={done.isPending && done.variables === note.id}
                onClick={() => done.mutate(note.id)}
                aria-label={t('house.log.markDoneLabel', { text: note.text })}
              >
                {t('house.log.markDone')}
              </Button>
            )}
          </Group>
        </Stack>
      ))}
      {done.error && <StatusText tone="error">{done.error.message}</StatusText>}
    </Stack>
  );
}

/**
 * The notes written on this phone without a network, waiting to be sent (a reload included):
 * shown as written, and said to be kept here until the network returns (DECISIONS §20).
 */
function KeptNotes() {
  const t = useT();
  const kept = useMutationState({
    filters: { mutationKey: logKey(), predicate: isStillToSend },
    select: (mutation) => ({
      write: mutation.state.variables as LogWrite,
      waiting: mutation.state.isPaused || mutation.state.status === 'error',
    }),
  });
  const waiting = kept.filter((entry) => entry.waiting);
  if (!waiting.length) return null;
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {waiting.map(({ write }) => (
        <Stack key={write.client_key} gap={2} component="li" data-testid="kept-note">
          <Group gap="xs" wrap="wrap">
            <Badge
              variant="light"
              color={write.input.kind === 'broken' ? 'red' : 'yellow'}
              tt="none"
            >
              {write.input.kind === 'broken' ? t('house.log.broken') : t('house.log.low')}
            </Badge>
            <Text size="sm">{write.input.text}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('house.queued')}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** Note something broken or running low. */
export function HouseNoteForm() {
  const t = useT();
  const add = useAddHouseNote();
  const [kind, setKind] = useState<HouseNoteKind>('broken');
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  const empty = !text.trim();
  // Written without a network, the note is kept on the phone: the form is ready for the next.
  const kept = add.isPaused;
  const [wasKept, setWasKept] = useState(false);
  if (kept !== wasKept) {
    setWasKept(kept);
    if (kept) {
      setText('');
      setPhoto(null);
      setTried(false);
    }
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        setSent(false);
        if (empty) return;
        add.add({ kind, text: text.trim() }, photo, () => {
          setText('');
          setPhoto(null);
          setTried(false);
          setSent(true);
        });
      }}
    >
      <Stack gap="sm">
        <NativeSelect
          label={t('house.log.kind')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as HouseNoteKind)}
          data={[
            { value: 'broken', label: t('house.log.broken') },
            { value: 'low', label: t('house.log.low') },
          ]}
          maw={260}
        />
        <GrowingTextarea
          label={t('house.log.what')}
          value={text}
          maxLength={HOUSE_NOTE_MAX}
          minRows={2}
          required
          error={tried && empty ? t('house.log.needText') : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setSent(false);
          }}
        />
        <FileInput
          label={t('house.log.photo')}
          placeholder={t('house.log.photoPlaceholder')}
          accept="image/jpeg,image/png,image/webp,image/avif"
          value={photo}
          onChange={setPhoto}
          clearable
          maw={360}
        />
        <Group>
          <Button type="submit" variant="light" loading={add.isPending && !kept}>
            {t('house.log.add')}
          </Button>
        </Group>
        {add.error && <StatusText tone="error">{add.error.message}</StatusText>}
        {sent && !kept && <StatusText tone="success">{t('house.log.added')}</StatusText>}
        <KeptNotes />
      </Stack>
    </form>
  );
}
