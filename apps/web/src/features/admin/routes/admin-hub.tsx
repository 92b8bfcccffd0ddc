import {
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { paths, plural, type AdminSummary } from '@stuga/shared';
import {
  IconCalendarCheck,
  IconCoin,
  IconHammer,
  IconHistory,
  IconPhoto,
  IconScale,
  IconSettings,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';
import { useAdminSummary } from '../api/get-summary';
import { FailedMails } from '../components/failed-mails';

interface Tile {
  title: string;
  text: string;
  to: string;
  icon: typeof IconCoin;
  /** What waits there, in words, or nothing. */
  waiting?: (summary: AdminSummary) => string | null;
}

const tiles: Tile[] = [
  {
    title: 'Approve Stays',
    text: 'Review stay requests on the timeline and approve or decline them.',
    to: paths.adminApprovals,
    icon: IconCalendarCheck,
    waiting: ({ waiting_requests: count }) =>
      count ? `${plural(count, 'request', 'requests')} waiting` : null,
  },
  {
    title: 'Donations',
    text: 'Record donations and mark them verified.',
    to: paths.adminDonations,
    icon: IconCoin,
    waiting: ({ pending_donations: count }) =>
      count ? `${plural(count, 'donation', 'donations')} to verify` : null,
  },
  {
    title: 'Manage Improvements',
    text: 'Add, edit and complete house improvements.',
    to: paths.adminImprovements,
    icon: IconHammer,
  },
  {
    title: 'Generate Invite Codes',
    text: 'Invite new members as verified or trusted users.',
    to: paths.adminInviteCodes,
    icon: IconTicket,
  },
  // Beyond SPEC's four (decision record 0020): the members, their levels and suspensions.
  {
    title: 'Members',
    text: 'See every member, change a level, suspend or open an account again.',
    to: paths.adminMembers,
    icon: IconUsers,
  },
];

/**
 * The admin panel hub: SPEC's four tiles and Members, with what waits on them, the mail that could not be sent, and a
 * Quick Actions row (SPEC §2).
 */
export function AdminHubScreen() {
  usePageTitle('Admin Panel');
  const summary = useAdminSummary();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Admin Panel</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {tiles.map(({ title, text, to, icon: Icon, waiting }) => {
            const news = summary.data && waiting ? waiting(summary.data) : null;
            return (
              <Card
                key={to}
                component={Link}
                to={to}
                withBorder
                padding="lg"
                radius="md"
                data-testid="admin-tile"
              >
                <Group wrap="nowrap" align="flex-start">
                  <Icon size={32} aria-hidden color="var(--mantine-color-red-8)" />
                  <div>
                    <Title order={2} size="h4">
                      {title}
                    </Title>
                    <Text size="sm" c="dimmed" mt={4}>
                      {text}
                    </Text>
                    {news && (
                      <Badge mt="xs" color="red.8" variant="filled" tt="none">
                        {news}
                      </Badge>
                    )}
                  </div>
                </Group>
              </Card>
            );
          })}
        </SimpleGrid>
        {summary.data && <FailedMails count={summary.data.failed_mails} />}
        <section aria-labelledby="quick-actions">
          <Title order={2} size="h4" id="quick-actions" mb="sm">
            Quick Actions
          </Title>
          <Group gap="sm">
            {tiles.map(({ title, to }) => (
              <Button key={to} component={Link} to={to} variant="light">
                {title}
              </Button>
            ))}
          </Group>
        </section>
        {/* Beyond SPEC's four targets: the records kept for the admins, the photos and the settings (DECISIONS §16). */}
        <section aria-labelledby="records">
          <Title order={2} size="h4" id="records" mb="sm">
            Records, photos and settings
          </Title>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.adminDecisions}
              variant="default"
              leftSection={<IconHistory size={16} aria-hidden />}
            >
              Decisions
            </Button>
            <Button
              component={Link}
              to={paths.adminFairShare}
              variant="default"
              leftSection={<IconScale size={16} aria-hidden />}
            >
              Fair share
            </Button>
            <Button
              component={Link}
              to={paths.adminPhotos}
              variant="default"
              leftSection={<IconPhoto size={16} aria-hidden />}
            >
              Photos
            </Button>
            <Button
              component={Link}
              to={paths.adminSettings}
              variant="default"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              Settings
            </Button>
          </Group>
        </section>
      </Stack>
    </Container>
  );
}
