import { Card, Container, Group, Stack, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { failureMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useDonations } from '../api/get-donations';
import { DonationForm } from '../components/donation-form';
import { DonationsTable } from '../components/donations-table';

/** The admins' donations: record one, and verify them (SPEC §2). */
export function AdminDonationsScreen() {
  usePageTitle('Donations');
  const donations = useDonations();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Donations</Title>
          <BackLink to={paths.admin}>Back to Admin Panel</BackLink>
        </Group>
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="add-donation"
        >
          <Title order={2} size="h4" id="add-donation" mb="sm">
            Add a donation
          </Title>
          <DonationForm />
        </Card>
        <Card
          withBorder
          radius="md"
          padding="lg"
          component="section"
          aria-labelledby="all-donations"
        >
          <Title order={2} size="h4" id="all-donations" mb="sm">
            All donations
          </Title>
          <QueryState
            data={donations.data}
            error={
              donations.error
                ? new Error(failureMessage(donations.error, 'Error fetching donations'))
                : null
            }
            isPending={donations.isPending}
            retry={() => void donations.refetch()}
            loadingLabel="Loading donations"
          >
            {(data) => <DonationsTable donations={data.donations} />}
          </QueryState>
        </Card>
      </Stack>
    </Container>
  );
}
