import { Anchor, Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { fromWireDate, paths } from '@stuga/shared';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useMeetings } from '../api/get-meetings';
import { CallMeeting } from '../components/call-meeting';
import { DecisionHistory } from '../components/decision-history';
import { STATE_LABELS } from '../components/labels';

/**
 * The annual meetings (DECISIONS §24): each meeting, the latest first, with how far it has come;
 * the decision history of every published minutes; the admins call the next one.
 */
export function MeetingsScreen() {
  const t = useT();
  const format = useFormat();
  usePageTitle(t('meetings.screen'));
  const { user } = useSession();
  const today = useToday();
  const meetings = useMeetings();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('meetings.screen')}</Title>
          <Text>{t('meetings.intro')}</Text>
        </Stack>
        <QueryState
          data={meetings.data}
          error={meetings.error}
          isPending={meetings.isPending}
          retry={() => void meetings.refetch()}
          loadingLabel={t('meetings.loading')}
        >
          {(data) => (
            <Stack gap="lg">
              <SectionCard title={t('meetings.list')}>
                {data.meetings.length === 0 ? (
                  <Text>{t('meetings.none')}</Text>
                ) : (
                  <Stack
                    component="ul"
                    gap="sm"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {data.meetings.map((meeting) => (
                      <Group component="li" key={meeting.id} gap="sm" wrap="wrap">
                        <Anchor
                          component={Link}
                          to={paths.meeting.replace(':id', String(meeting.id))}
                          fw={600}
                          className="touch-target"
                        >
                          {t('meetings.meetingOn', { day: format.day(fromWireDate(meeting.day)) })}
                        </Anchor>
                        <Badge color="blue.9" variant="filled" tt="none">
                          {t(STATE_LABELS[meeting.state])}
                        </Badge>
                      </Group>
                    ))}
                  </Stack>
                )}
              </SectionCard>
              <DecisionHistory decisions={data.decisions} />
              {user?.is_admin && today && (
                <SectionCard title={t('meetings.callTitle')}>
                  <CallMeeting today={today} weeks={data.notice_weeks} />
                </SectionCard>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
