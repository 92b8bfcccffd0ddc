import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { HouseNote } from '@stuga/shared';
import { useState, type FormEvent } from 'react';
import { ChoiceChips } from '@/components/ui/choice-chips';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useFormCheck } from '@/lib/schemas';
import { useGuestNote } from '../api/guest-note';

/** The house log as a guest reads it (no names), and a note added. */
export function GuestLog({ pass, notes }: { pass: string; notes: HouseNote[] }) {
  const t = useT();
  const checkForm = useFormCheck();
  const add = useGuestNote(pass);
  const [kind, setKind] = useState<'broken' | 'low'>('broken');
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = await checkForm((schemas) =>
      schemas.HouseNoteInputSchema.safeParse({ kind, text }),
    );
    if (!parsed.ok) return setResult({ ok: false, text: parsed.problem ?? t('fail.guestNote') });
    add.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setResult({ ok: true, text: t('house.log.added') });
      },
      onError: (error) =>
        setResult({ ok: false, text: failureMessage(error, t('fail.guestNote')) }),
    });
  };

  return (
    <Stack gap="md" mt="xs">
      {notes.length === 0 ? (
        <Text c="dimmed">{t('house.log.none')}</Text>
      ) : (
        <List spacing={4}>
          {notes.map((note) => (
            <List.Item key={note.id}>
              {t('guest.logItem', {
                kind: t(note.kind === 'broken' ? 'house.log.broken' : 'house.log.low'),
                text: note.text,
              })}
            </List.Item>
          ))}
        </List>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('house.log.add')}>
        <Stack gap="sm">
          <ChoiceChips<'broken' | 'low'>
            label={t('house.log.kind')}
            value={kind}
            onChange={setKind}
            choices={[
              { value: 'broken', label: t('house.log.broken') },
              { value: 'low', label: t('house.log.low') },
            ]}
          />
          <GrowingTextarea
            label={t('house.log.what')}
            value={text}
            minRows={2}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setResult(null);
            }}
          />
          <Group>
            <Button type="submit" variant="light" loading={add.isPending}>
              {t('house.log.add')}
            </Button>
          </Group>
          {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
        </Stack>
      </form>
    </Stack>
  );
}
