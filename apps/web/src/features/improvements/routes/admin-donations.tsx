import { Container, Group, Stack, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { failureMessage } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useDonations } from '../api/get-donations';
import { DonationForm } from '../components/donation-form';
import { DonationsTable } from '../components/donations-table';
import { SectionCard } from '@/components/ui/section-card';

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
        <SectionCard title="Add a donation">
          <DonationForm />
        </SectionCard>
        <SectionCard title="All donations">
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
        </SectionCard>
      </Stack>
    </Container>
  );
}
