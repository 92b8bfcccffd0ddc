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
import { paths, type AdminSummary } from '@stuga/shared';
import {
  IconCalendarCheck,
  IconCoin,
  IconHammer,
  IconHistory,
  IconPhoto,
  IconScale,
  IconTrophy,
  IconChecklist,
  IconSettings,
  IconTicket,
  IconUsers,
  IconReceipt,
  IconCash,
  IconWallet,
  IconFileText,
  IconShovel,
  IconGavel,
  IconSnowflake,
  IconRepeat,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useAdminSummary } from '../api/get-summary';
import { FailedMails } from '../components/failed-mails';

interface Tile {
  title: MessageKey;
  text: MessageKey;
  to: string;
  icon: typeof IconCoin;
  /** What waits there, each as a text and its count. */
  waiting?: (summary: AdminSummary) => { key: MessageKey; count: number }[];
}

const tiles: Tile[] = [
  {
    title: 'stays.timeline.approveTitle',
    text: 'admin.tile.approvals.text',
    to: paths.adminApprovals,
    icon: IconCalendarCheck,
    waiting: ({ waiting_requests: count, swaps_to_approve: swaps }) => [
      ...(count ? [{ key: 'admin.tile.approvals.waiting' as const, count }] : []),
      ...(swaps ? [{ key: 'admin.tile.approvals.swaps' as const, count: swaps }] : []),
    ],
  },
  {
    title: 'admin.tile.donations',
    text: 'admin.tile.donations.text',
    to: paths.adminDonations,
    icon: IconCoin,
    waiting: ({ pending_donations: count }) =>
      count ? [{ key: 'admin.tile.donations.waiting', count }] : [],
  },
  {
    title: 'admin.tile.improvements',
    text: 'admin.tile.improvements.text',
    to: paths.adminImprovements,
    icon: IconHammer,
  },
  {
    title: 'admin.tile.invites',
    text: 'admin.tile.invites.text',
    to: paths.adminInviteCodes,
    icon: IconTicket,
  },
  // Beyond SPEC's four (decision record 0020): the members, their levels and suspensions.
  {
    title: 'admin.tile.members',
    text: 'admin.tile.members.text',
    to: paths.adminMembers,
    icon: IconUsers,
  },
];

/** The records kept for the admins, the photos and the settings (DECISIONS §16). */
const records: { title: MessageKey; to: string; icon: typeof IconCoin }[] = [
  { title: 'admin.decisions', to: paths.adminDecisions, icon: IconHistory },
  { title: 'admin.fairShare', to: paths.adminFairShare, icon: IconScale },
  { title: 'admin.rounds', to: paths.adminRounds, icon: IconTrophy },
  { title: 'admin.house', to: paths.adminHouse, icon: IconChecklist },
  { title: 'admin.payments', to: paths.adminPayments, icon: IconReceipt },
  { title: 'admin.costs', to: paths.adminCosts, icon: IconCash },
  { title: 'money.title', to: paths.money, icon: IconWallet },
  { title: 'documents.title', to: paths.documents, icon: IconFileText },
  { title: 'workDays.screen', to: paths.workDays, icon: IconShovel },
  { title: 'meetings.screen', to: paths.meetings, icon: IconGavel },
  { title: 'seasons.screen', to: paths.seasons, icon: IconSnowflake },
  { title: 'chores.screen', to: paths.chores, icon: IconRepeat },
  { title: 'admin.photos', to: paths.adminPhotos, icon: IconPhoto },
  { title: 'admin.settings', to: paths.adminSettings, icon: IconSettings },
];

/**
 * The admin panel hub: SPEC's four tiles and Members, with what waits on them, the mail that could not be sent, and a
 * Quick Actions row (SPEC §2).
 */
export function AdminHubScreen() {
  const t = useT();
  usePageTitle(t('admin.title'));
  const summary = useAdminSummary();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>{t('admin.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {tiles.map(({ title, text, to, icon: Icon, waiting }) => {
            const waits = summary.data && waiting ? waiting(summary.data) : [];
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
                      {t(title)}
                    </Title>
                    <Text size="sm" c="dimmed" mt={4}>
                      {t(text)}
                    </Text>
                    {waits.length > 0 && (
                      <Group gap={6} mt="xs">
                        {waits.map((news) => (
                          <Badge key={news.key} color="red.8" variant="filled" tt="none">
                            {t(news.key, { count: news.count })}
                          </Badge>
                        ))}
                      </Group>
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
            {t('admin.quickActions')}
          </Title>
          <Group gap="sm">
            {tiles.map(({ title, to }) => (
              <Button key={to} component={Link} to={to} variant="light">
                {t(title)}
              </Button>
            ))}
          </Group>
        </section>
        {/* Beyond SPEC's four targets: the records kept for the admins, the photos and the settings (DECISIONS §16). */}
        <section aria-labelledby="records">
          <Title order={2} size="h4" id="records" mb="sm">
            {t('admin.records')}
          </Title>
          <Group gap="sm">
            {records.map(({ title, to, icon: Icon }) => (
              <Button
                key={to}
                component={Link}
                to={to}
                variant="default"
                leftSection={<Icon size={16} aria-hidden />}
              >
                {t(title)}
              </Button>
            ))}
          </Group>
        </section>
      </Stack>
    </Container>
  );
}
