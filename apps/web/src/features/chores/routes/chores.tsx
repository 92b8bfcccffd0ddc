import { Container, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { useMembers } from '@/lib/members';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useChores } from '@/lib/chores';
import { ChoreCard } from '../components/chore-card';
import { MakeChore } from '../components/make-chore';

/** The admins' form, with the members who may take turns. */
function MakeChoreCard() {
  const t = useT();
  const today = useToday();
  const members = useMembers();
  return (
    <SectionCard title={t('chores.makeTitle')}>
      <QueryState
        data={today && members.data ? { today, members: members.data.members } : undefined}
        error={members.error}
        isPending={!today || members.isPending}
        retry={() => void members.refetch()}
        loadingLabel={t('chores.loadingMembers')}
      >
        {(data) => <MakeChore members={data.members} today={data.today} />}
      </QueryState>
    </SectionCard>
  );
}

/**
 * Recurring chores (DECISIONS §24): each chore with how often it comes and its turns for the next
 * 60 days; the one whose turn it is marks it done or passes it on; the admins make and end them.
 */
export function ChoresScreen() {
  const t = useT();
  usePageTitle(t('chores.screen'));
  const { user } = useSession();
  const chores = useChores();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('chores.screen')}</Title>
          <Text>{t('chores.intro')}</Text>
        </Stack>
        <QueryState
          data={chores.data}
          error={chores.error}
          isPending={chores.isPending}
          retry={() => void chores.refetch()}
          loadingLabel={t('chores.loading')}
        >
          {(data) =>
            data.chores.length === 0 ? (
              <Text>{t('chores.none')}</Text>
            ) : (
              <Stack gap="lg">
                {data.chores.map((chore) => (
                  <ChoreCard key={chore.id} chore={chore} />
                ))}
              </Stack>
            )
          }
        </QueryState>
        {user?.is_admin && <MakeChoreCard />}
      </Stack>
    </Container>
  );
}
