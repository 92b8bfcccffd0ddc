import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { SEASON_LISTS, type SeasonList, type Seasons } from '@stuga/shared';
import { useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { useMembers } from '@/lib/members';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useSeasons } from '../api/get-seasons';
import { ListEditor } from '../components/list-editor';
import { plannersOf, SeasonRunTasks } from '../components/season-run';
import { StartRun } from '../components/start-run';

const LIST_TITLES: Record<SeasonList, MessageKey> = {
  opening: 'seasons.opening',
  closing: 'seasons.closing',
};

type Choices = { value: string; label: string }[] | null;

/** A list this year: its run (ticked), or, not started, the admins' start; the admins' list. */
function ListSection({
  data,
  list,
  choices,
}: {
  data: Seasons;
  list: SeasonList;
  choices: Choices;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const run = data.runs.find((found) => found.list === list && found.year === data.year);
  const items = data.lists[list];
  return (
    <SectionCard title={t(LIST_TITLES[list], { year: data.year })}>
      <Stack gap="md">
        {run ? (
          <SeasonRunTasks run={run} choices={choices} />
        ) : (
          <Text>{t(items.length === 0 ? 'seasons.emptyList' : 'seasons.notStarted')}</Text>
        )}
        {!run && choices && items.length > 0 && (
          <StartRun list={list} items={items} choices={choices} />
        )}
        {choices &&
          (editing ? (
            <Stack gap="xs">
              <ListEditor list={list} items={items} />
              <Group>
                <Button
                  variant="default"
                  onClick={() => {
                    setEditing(false);
                    requestAnimationFrame(() => opener.current?.focus());
                  }}
                >
                  {t('seasons.doneEditing')}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              <Button ref={opener} variant="default" onClick={() => setEditing(true)}>
                {t('seasons.editList')}
              </Button>
            </Group>
          ))}
      </Stack>
    </SectionCard>
  );
}

function SeasonsBody({ data, choices }: { data: Seasons; choices: Choices }) {
  const t = useT();
  const earlier = data.runs.filter((run) => run.year < data.year);
  return (
    <Stack gap="lg">
      {SEASON_LISTS.map((list) => (
        <ListSection key={list} data={data} list={list} choices={choices} />
      ))}
      <SectionCard title={t('seasons.earlier')}>
        {earlier.length === 0 ? (
          <Text>{t('seasons.noEarlier')}</Text>
        ) : (
          <Stack gap="lg">
            {earlier.map((run) => (
              <Stack key={run.id} gap="xs">
                <Title order={3} size="h4">
                  {t(LIST_TITLES[run.list], { year: run.year })}
                </Title>
                <SeasonRunTasks run={run} choices={null} />
              </Stack>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}

/** The admins' view: the members a task may be given to, loaded once. */
function ForAdmins({ data }: { data: Seasons }) {
  const members = useMembers();
  return <SeasonsBody data={data} choices={plannersOf(members.data?.members)} />;
}

/**
 * Spring opening and winter closing (DECISIONS §24): this year's run of each list, ticked on the
 * phone (offline too), each task given to someone; the runs of earlier years; the admins keep the
 * lists, start a year's run and give out its tasks.
 */
export function SeasonsScreen() {
  const t = useT();
  usePageTitle(t('seasons.screen'));
  const { user } = useSession();
  const seasons = useSeasons();
  // The admins' view is drawn once the lists are in: the members' read starts with theirs.
  useMembers(user?.is_admin === true);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('seasons.screen')}</Title>
          <Text>{t('seasons.intro')}</Text>
        </Stack>
        <QueryState
          data={seasons.data}
          error={seasons.error}
          isPending={seasons.isPending}
          retry={() => void seasons.refetch()}
          loadingLabel={t('seasons.loading')}
        >
          {(data) =>
            user?.is_admin ? <ForAdmins data={data} /> : <SeasonsBody data={data} choices={null} />
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
