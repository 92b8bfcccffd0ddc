import { Container, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useWorkDays } from '../api/get-work-days';
import { ProposeWorkDay } from '../components/propose-work-day';
import { WorkDayCard } from '../components/work-day-card';

/**
 * Work days (DECISIONS §24): the days to come with their tasks and who comes, where each member
 * signs up for a task; the reader's own work days this year; the admins propose and call off.
 */
export function WorkDaysScreen() {
  const t = useT();
  usePageTitle(t('workDays.screen'));
  const { user } = useSession();
  const today = useToday();
  const days = useWorkDays();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('workDays.screen')}</Title>
          <Text>{t('workDays.intro')}</Text>
        </Stack>
        <QueryState
          data={days.data}
          error={days.error}
          isPending={days.isPending}
          retry={() => void days.refetch()}
          loadingLabel={t('workDays.loading')}
        >
          {(data) => (
            <Stack gap="lg">
              <Text fw={600}>{t('workDays.counted', { count: data.counted })}</Text>
              {data.work_days.length === 0 ? (
                <Text>{t('workDays.none')}</Text>
              ) : (
                data.work_days.map((day) => <WorkDayCard key={day.id} day={day} />)
              )}
            </Stack>
          )}
        </QueryState>
        {user?.is_admin && today && (
          <SectionCard title={t('workDays.proposeTitle')}>
            <ProposeWorkDay today={today} />
          </SectionCard>
        )}
      </Stack>
    </Container>
  );
}
