import { Button, Group, List, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { fromWireDate, ICE_CM_MAX, ICE_PLACE_MAX, toWireDate, type IceNotes } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useToday } from '@/lib/clock';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useAddIce } from '../api/add-ice';
import { useIce } from '../api/get-ice';

/**
 * Ice on the lake (DECISIONS §25): in winter members note its thickness (cm, where, when); the
 * latest notes show with SMHI's advice on safe ice. Out of season the card shows only while
 * there are notes.
 */
export function IceCard() {
  const t = useT();
  const ice = useIce();
  if (ice.data && !ice.data.season && ice.data.notes.length === 0) return null;
  return (
    <SectionCard title={t('ice.title')}>
      <QueryState
        data={ice.data}
        error={ice.error}
        isPending={ice.isPending}
        retry={() => void ice.refetch()}
        loadingLabel={t('ice.loading')}
      >
        {(data) => (
          <Stack gap="md">
            <IceNotesList notes={data.notes} />
            <Text size="sm">{t('ice.advice')}</Text>
            <IceForm />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

function IceNotesList({ notes }: { notes: IceNotes['notes'] }) {
  const t = useT();
  const format = useFormat();
  if (notes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('ice.none')}
      </Text>
    );
  }
  return (
    <List size="sm" spacing={4}>
      {notes.map((note) => (
        <List.Item key={note.id}>
          {t('ice.note', {
            cm: note.cm,
            place: note.place,
            day: format.day(fromWireDate(note.measured_on)),
            name: note.by,
          })}
        </List.Item>
      ))}
    </List>
  );
}

function IceForm() {
  const t = useT();
  const today = useToday();
  const add = useAddIce();
  const [cm, setCm] = useState<string | number>('');
  const [place, setPlace] = useState('');
  // Today until the member picks another day (today is known once the house's clock answers).
  const [picked, setDay] = useState<string | null>(null);
  const day = picked ?? today ?? '';
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.IceNoteInputSchema.safeParse({
        cm: cm === '' ? undefined : Number(cm),
        place,
        measured_on: day ? toWireDate(day) : undefined,
      }),
    (data, done) =>
      add.mutate(data, {
        onSuccess: () => {
          setCm('');
          setPlace('');
          done.onSuccess();
        },
        onError: done.onError,
      }),
    { saved: t('ice.saved'), failed: t('ice.failed') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ice.form')}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label={t('ice.cm')}
            value={cm}
            onChange={setCm}
            min={0}
            max={ICE_CM_MAX}
            allowDecimal={false}
            allowNegative={false}
            required
            miw={120}
          />
          <TextInput
            label={t('ice.place')}
            value={place}
            maxLength={ICE_PLACE_MAX}
            required
            onChange={(event) => setPlace(event.currentTarget.value)}
            miw={180}
          />
          <TextInput
            type="date"
            label={t('ice.day')}
            value={day}
            max={today}
            required
            onChange={(event) => setDay(event.currentTarget.value)}
            miw={160}
          />
        </Group>
        <Group>
          <Button type="submit" loading={add.isPending}>
            {t('ice.add')}
          </Button>
        </Group>
        {result && <StatusText tone={result.ok ? 'success' : 'error'}>{result.text}</StatusText>}
      </Stack>
    </form>
  );
}
