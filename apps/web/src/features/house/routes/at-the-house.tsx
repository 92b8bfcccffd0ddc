import { GrowingTextarea } from '@/components/ui/growing-textarea';
import {
  Anchor,
  Button,
  Container,
  Group,
  List,
  NativeSelect,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { DEPARTURE_NOTE_MAX, fromWireDate, paths, type StayChecklists } from '@stuga/shared';
import { useMutationState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OfflineCopy } from '@/components/ui/offline-copy';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { noteKey, type NoteWrite } from '../api/note-writes';
import { isStillToSend } from '@/lib/offline-writes';
import { useDepartureNote } from '../api/departure-note';
import { useStayChecklists } from '../api/stay-checklists';
import { GuestPassesCard } from '../components/guest-passes-card';
import { useGuestPasses } from '../api/guest-passes';
import { useHouseStays } from '../api/house-stays';
import { HouseNoteForm, HouseNotes } from '../components/house-log';
import { RunList } from '../components/run-list';

type Read = { isPending: boolean };

/** What the stay before this one left: its note, its readings, what it left unticked. */
function LeftBefore({ before }: { before: NonNullable<StayChecklists['before']> }) {
  const t = useT();
  const format = useFormat();
  const nothing = !before.note && before.readings.length === 0 && before.unticked.length === 0;
  return (
    <SectionCard
      title={t('house.before.title', {
        name: before.stay.owner,
        day: format.day(fromWireDate(before.stay.to)),
      })}
    >
      {!before.used ? (
        <Text size="sm" c="dimmed">
          {t('house.before.unused', { name: before.stay.owner })}
        </Text>
      ) : nothing ? (
        <Text size="sm" c="dimmed">
          {t('house.before.nothing')}
        </Text>
      ) : (
        <Stack gap="sm">
          {before.note?.running_low && (
            <Text size="sm">{t('house.before.low', { text: before.note.running_low })}</Text>
          )}
          {before.note?.broken && (
            <Text size="sm">{t('house.before.broken', { text: before.note.broken })}</Text>
          )}
          {before.readings.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('house.before.readings')}
              </Text>
              <List size="sm">
                {before.readings.map((reading) => (
                  <List.Item key={`${reading.list} ${reading.text}`}>
                    {t(
                      reading.list === 'arrival'
                        ? 'house.before.readingArrival'
                        : 'house.before.readingDeparture',
                      {
                        text: reading.text,
                        value: format.number(reading.value),
                        unit: reading.unit,
                      },
                    )}
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {before.unticked.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('house.before.unticked')}
              </Text>
              <List size="sm">
                {before.unticked.map((item) => (
                  <List.Item key={`${item.list}-${item.text}`}>{item.text}</List.Item>
                ))}
              </List>
            </div>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}

/** What the departure run asks at the end: what runs low, what is broken. */
function DepartureNote({ stayId, note }: { stayId: number; note: StayChecklists['note'] }) {
  const t = useT();
  const save = useDepartureNote(stayId);
  // A note written without a network is kept on the phone and sent when it returns (DECISIONS
  // §20): after a reload too, the form shows it as written, not as the server last had it.
  const waiting = useMutationState({
    filters: { mutationKey: noteKey(stayId), predicate: isStillToSend },
    select: (mutation) => ({
      input: (mutation.state.variables as NoteWrite).input,
      kept: mutation.state.isPaused || mutation.state.status === 'error',
    }),
  });
  const latest = waiting.at(-1);
  const [low, setLow] = useState(latest?.input.running_low ?? note?.running_low ?? '');
  const [broken, setBroken] = useState(latest?.input.broken ?? note?.broken ?? '');
  const [saved, setSaved] = useState(false);
  const kept = save.isPaused || latest?.kept === true;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        save.save({ running_low: low.trim(), broken: broken.trim() }, () => setSaved(true));
      }}
    >
      <Stack gap="sm">
        <GrowingTextarea
          label={t('house.note.low')}
          value={low}
          maxLength={DEPARTURE_NOTE_MAX}
          minRows={2}
          onChange={(event) => setLow(event.currentTarget.value)}
        />
        <GrowingTextarea
          label={t('house.note.broken')}
          value={broken}
          maxLength={DEPARTURE_NOTE_MAX}
          minRows={2}
          onChange={(event) => setBroken(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant="light" loading={save.isPending && !kept}>
            {t('house.note.save')}
          </Button>
        </Group>
        {save.error && <StatusText tone="error">{save.error.message}</StatusText>}
        {saved && !kept && <StatusText tone="success">{t('house.note.saved')}</StatusText>}
        {kept && <StatusText tone="success">{t('house.queued')}</StatusText>}
      </Stack>
    </form>
  );
}

/** One stay's runs and notes (the screen waits for them before it is drawn: nothing moves). */
function StayRuns({ stayId }: { stayId: number }) {
  const t = useT();
  const run = useStayChecklists(stayId);
  return (
    <QueryState
      data={run.data}
      error={run.error}
      isPending={run.isPending}
      retry={() => void run.refetch()}
      loadingLabel={t('house.loading')}
    >
      {(data) => (
        <Stack gap="lg">
          {data.before && <LeftBefore before={data.before} />}
          {data.house_log.length > 0 && (
            <SectionCard title={t('house.log.open')}>
              <HouseNotes notes={data.house_log} />
            </SectionCard>
          )}
          <SectionCard title={t('house.arrival')} size="h3">
            <RunList stayId={stayId} list="arrival" items={data.arrival} />
          </SectionCard>
          <SectionCard title={t('house.departure')} size="h3">
            <Stack gap="lg">
              <RunList stayId={stayId} list="departure" items={data.departure} />
              <DepartureNote stayId={stayId} note={data.note} />
            </Stack>
          </SectionCard>
          <GuestPassesCard stayId={stayId} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * At the house (DECISIONS §20): for the member's current or next stay, the arrival and departure
 * checklists, what the last stay left, the open house log, and a way to note what is broken or
 * running low. `?stay=` opens another of their stays (an admin: any stay). `weather`: what the app
 * shows of the weather and the ice there, with `reads`, the queries it shows.
 */
export function AtTheHouseScreen(props: { weather?: ReactNode; reads?: readonly Read[] }) {
  const { weather, reads = [] } = props;
  const t = useT();
  const format = useFormat();
  usePageTitle(t('house.title'));
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('stay')) || null;
  const stays = useHouseStays(true);
  const list = stays.data?.stays ?? [];
  const chosen = asked ?? list[0]?.id ?? null;
  // Drawn whole once every read is in, nothing pushed down as each comes (decision 0078).
  const run = useStayChecklists(chosen);
  const passes = useGuestPasses(chosen);
  const stay = chosen === null ? [] : [run, passes];
  const waiting = [stays, ...stay, ...reads].some((read) => read.isPending);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('house.title')}</Title>
        <QueryState
          data={stays.data}
          error={stays.error}
          isPending={waiting}
          retry={() => void stays.refetch()}
          loadingLabel={t('house.loading')}
        >
          {() => (
            <Stack gap="lg">
              {list.length > 1 && (
                <NativeSelect
                  label={t('house.whichStay')}
                  value={String(chosen)}
                  onChange={(event) => setParams({ stay: event.currentTarget.value })}
                  data={list.map((stay) => ({
                    value: String(stay.id),
                    label: t('common.range', {
                      from: format.day(fromWireDate(stay.from)),
                      to: format.day(fromWireDate(stay.to)),
                    }),
                  }))}
                  maw={320}
                />
              )}
              {list.length === 1 && chosen === list[0]!.id && (
                <Text>
                  {t('house.yourStay', {
                    from: format.day(fromWireDate(list[0]!.from)),
                    to: format.day(fromWireDate(list[0]!.to)),
                  })}
                </Text>
              )}
              {chosen === null ? (
                <Stack gap={4}>
                  <Text>{t('house.noStay')}</Text>
                  <Group>
                    <Button
                      component={Link}
                      to={paths.bookStay}
                      variant="light"
                      className="touch-target"
                    >
                      {t('nav.planVisit')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <StayRuns key={chosen} stayId={chosen} />
              )}
              {weather}
              <SectionCard title={t('house.log.title')}>
                <HouseNoteForm />
              </SectionCard>
              <Group gap="lg">
                <Anchor component={Link} to={paths.money} className="touch-target">
                  {t('money.link')}
                </Anchor>
                <Anchor component={Link} to={paths.workDays} className="touch-target">
                  {t('workDays.link')}
                </Anchor>
                <Anchor component={Link} to={paths.chores} className="touch-target">
                  {t('chores.link')}
                </Anchor>
                <Anchor component={Link} to={paths.seasons} className="touch-target">
                  {t('seasons.link')}
                </Anchor>
                <Anchor component={Link} to={paths.meetings} className="touch-target">
                  {t('meetings.link')}
                </Anchor>
              </Group>
              <OfflineCopy />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
