import { Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { COST_KINDS, paths, type CostKind } from '@stuga/shared';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useMembersForCosts } from '../api/members-for-costs';
import { useCosts } from '../api/get-costs';
import { CostForm } from '../components/cost-form';
import { CostList } from '../components/cost-list';
import { KIND_WORDS } from '../components/cost-words';

/** The years an admin may look at: the next, this one and two back. */
const yearsAround = (year: number) => [year + 1, year, year - 1, year - 2].map(String);

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
  const [year, setYear] = useState<number | null>(null);
  const [kind, setKind] = useState<CostKind | null>(null);
  const [recorded, setRecorded] = useState(false);
  const shown = year ?? thisYear;
  const costs = useCosts(shown, kind);
  const members = useMembersForCosts();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('costs.title')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
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
          <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
            <NativeSelect
              label={t('costs.year')}
              data={yearsAround(thisYear)}
              value={String(shown)}
              onChange={(event) => setYear(Number(event.currentTarget.value))}
              w={120}
            />
            <NativeSelect
              label={t('costs.kind')}
              value={kind ?? ''}
              onChange={(event) => setKind((event.currentTarget.value || null) as CostKind | null)}
              data={[
                { value: '', label: t('costs.allKinds') },
                ...COST_KINDS.map((value) => ({ value, label: t(KIND_WORDS[value]) })),
              ]}
            />
          </Group>
          <QueryState
            data={costs.data}
            error={costs.error}
            isPending={costs.isPending}
            retry={() => void costs.refetch()}
            loadingLabel={t('costs.loading')}
          >
            {(data) =>
              data.costs.length === 0 ? (
                <Text c="dimmed">{t('costs.none', { year: shown })}</Text>
              ) : (
                <CostList costs={data.costs} />
              )
            }
          </QueryState>
        </SectionCard>
      </Stack>
    </Container>
  );
}
