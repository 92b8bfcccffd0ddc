import { Container, Group, Stack, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useDonations } from '../api/get-donations';
import { DonationForm } from '../components/donation-form';
import { DonationsTable } from '../components/donations-table';
import { SectionCard } from '@/components/ui/section-card';

/** The admins' donations: record one, and verify them (SPEC §2). */
export function AdminDonationsScreen() {
  const t = useT();
  usePageTitle(t('admin.tile.donations'));
  const donations = useDonations();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.tile.donations')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <SectionCard title={t('donations.form')}>
          <DonationForm />
        </SectionCard>
        <SectionCard title={t('donations.all')}>
          <QueryState
            data={donations.data}
            error={
              donations.error
                ? new Error(failureMessage(donations.error, t('donations.loadFailed')))
                : null
            }
            isPending={donations.isPending}
            retry={() => void donations.refetch()}
            loadingLabel={t('donations.loading')}
          >
            {(data) => <DonationsTable donations={data.donations} />}
          </QueryState>
        </SectionCard>
      </Stack>
    </Container>
  );
}
