import { WhenRead } from '@/components/ui/when-read';
import { useCosts } from '../api/get-costs';
import { Container, Group, Stack, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useMembers } from '@/lib/members';
import { CostForm } from '../components/cost-form';
import { CostsOfYear } from '../components/costs-of-year';

/**
 * What the house pays (DECISIONS §23): record a cost and see it split among the members at once,
 * each part with how it was worked out; a year's costs by kind; a wrong cost corrected, never
 * removed.
 */
export function AdminCostsScreen() {
  const t = useT();
  usePageTitle(t('costs.title'));
  const today = useToday();
  const thisYear = Number((today ?? new Date().toISOString()).slice(0, 4));
  const [recorded, setRecorded] = useState(false);
  const members = useMembers();
  // This year's costs are asked for beside the members, and both cards drawn once both are in.
  const costs = useCosts(thisYear, null);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('costs.title')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <WhenRead
          reads={[members, costs, { isPending: !today }]}
          loadingLabel={t('members.loading')}
        >
          <SectionCard title={t('costs.record')}>
            {recorded && <StatusText tone="success">{t('costs.recorded')}</StatusText>}
            <QueryState
              data={today && members.data ? { today, members: members.data.members } : undefined}
              error={members.error}
              isPending={!today || members.isPending}
              retry={() => void members.refetch()}
              loadingLabel={t('members.loading')}
            >
              {(data) => (
                <CostForm
                  members={data.members}
                  today={data.today}
                  onRecorded={() => setRecorded(true)}
                />
              )}
            </QueryState>
          </SectionCard>
          <SectionCard title={t('costs.list')}>
            <CostsOfYear thisYear={thisYear} />
          </SectionCard>
        </WhenRead>
      </Stack>
    </Container>
  );
}
