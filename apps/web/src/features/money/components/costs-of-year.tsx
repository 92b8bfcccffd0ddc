import { Group, NativeSelect, Text } from '@mantine/core';
import { COST_KINDS, type CostKind } from '@stuga/shared';
import { useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useT } from '@/lib/i18n';
import { useCosts } from '../api/get-costs';
import { CostList } from './cost-list';
import { KIND_WORDS } from './cost-words';
import { YearSelect } from '@/components/ui/year-select';

/** The years one may look at: the next, this one and two back. */
/**
 * A year's costs, of one kind or all, each with its parts and how they were worked out: the
 * admins correct a wrong one here, the owners read them.
 */
export function CostsOfYear({ thisYear }: { thisYear: number }) {
  const t = useT();
  const [year, setYear] = useState<number | null>(null);
  const [kind, setKind] = useState<CostKind | null>(null);
  const shown = year ?? thisYear;
  const costs = useCosts(shown, kind);
  return (
    <>
      <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
        <YearSelect label={t('costs.year')} thisYear={thisYear} value={shown} onChange={setYear} />
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
    </>
  );
}
