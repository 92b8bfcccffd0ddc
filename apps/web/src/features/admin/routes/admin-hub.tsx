import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { IconCalendarCheck, IconCoin, IconHammer, IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '@/lib/page-title';

const tiles = [
  {
    title: 'Approve Stays',
    text: 'Review stay requests on the timeline and approve or decline them.',
    to: paths.adminApprovals,
    icon: IconCalendarCheck,
  },
  {
    title: 'Donations',
    text: 'Record donations and mark them verified.',
    to: paths.adminDonations,
    icon: IconCoin,
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
];

/** The admin panel hub: four tiles and a Quick Actions row (SPEC §2). */
export function AdminHubScreen() {
  usePageTitle('Admin Panel');
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Title order={1}>Admin Panel</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {tiles.map(({ title, text, to, icon: Icon }) => (
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
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
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
      </Stack>
    </Container>
  );
}
