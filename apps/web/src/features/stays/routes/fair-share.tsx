import {
  Card,
  Container,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useStayWords } from '../words';
import { paths, type FairShareTable } from '@stuga/shared';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useFairShareTable } from '../api/fair-share-table';

type Row = FairShareTable['rows'][number];
type Column = 'name' | 'nights' | 'high_season_nights' | 'declined' | 'cancelled' | 'work_days';

const columns: { key: Column; label: MessageKey }[] = [
  { key: 'name', label: 'admin.member' },
  { key: 'nights', label: 'fairShare.nights' },
  { key: 'high_season_nights', label: 'fairShare.highSeason' },
  { key: 'declined', label: 'fairShare.declined' },
  { key: 'cancelled', label: 'fairShare.cancelled' },
  { key: 'work_days', label: 'fairShare.workDays' },
];

interface Sort {
  by: Column;
  descending: boolean;
}

/** The rows in the chosen order; ties by name, so the order never jumps. */
export function sortRows(rows: readonly Row[], { by, descending }: Sort): Row[] {
  const byName = (a: Row, b: Row) => a.name.localeCompare(b.name, 'sv');
  return [...rows].sort((a, b) => {
    const order = by === 'name' ? byName(a, b) : a[by] - b[by];
    return (descending ? -order : order) || byName(a, b);
  });
}

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof columns)[number];
  sort: Sort;
  onSort(column: Column): void;
}) {
  const t = useT();
  const active = sort.by === column.key;
  const Icon = !active ? IconSelector : sort.descending ? IconArrowDown : IconArrowUp;
  return (
    <Table.Th
      aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}
      ta={column.key === 'name' ? 'left' : 'right'}
    >
      <UnstyledButton
        onClick={() => onSort(column.key)}
        className="touch-target"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
      >
        {t(column.label)}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Fair share (DECISIONS §16): every member's approved nights, high-season nights, declined
 * requests and cancelled stays in this year or the last, sortable by each; cards on a phone.
 */
export function FairShareScreen() {
  const t = useT();
  const words = useStayWords();
  usePageTitle(t('admin.fairShare'));
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  const [year, setYear] = useState<number | null>(null);
  const [sort, setSort] = useState<Sort>({ by: 'name', descending: false });
  const table = useFairShareTable(year);
  const onSort = (by: Column) =>
    setSort((current) => ({ by, descending: current.by === by ? !current.descending : false }));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.fairShare')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <QueryState
          data={table.data}
          error={table.error}
          isPending={table.isPending}
          retry={() => void table.refetch()}
          loadingLabel={t('fairShare.loading')}
        >
          {(data) => (
            <SectionCard
              title={t('fairShare.who', { year: String(data.year) })}
              aside={
                <SegmentedControl
                  aria-label={t('admin.year')}
                  value={String(data.year)}
                  onChange={(value) => setYear(Number(value))}
                  data={data.years.map(String)}
                />
              }
            >
              <Text size="sm" c="dimmed" mb="md">
                <Message
                  id="fairShare.explain"
                  values={{ link: (chunks) => <Link to={paths.adminSettings}>{chunks}</Link> }}
                />
              </Text>
              {data.rows.length === 0 ? (
                <Text c="dimmed">{t('fairShare.none')}</Text>
              ) : narrow ? (
                <>
                  <NativeSelect
                    label={t('fairShare.sortBy')}
                    mb="sm"
                    value={`${sort.by}:${sort.descending ? 'desc' : 'asc'}`}
                    onChange={(event) => {
                      const [by, direction] = event.currentTarget.value.split(':');
                      setSort({ by: by as Column, descending: direction === 'desc' });
                    }}
                    data={columns.flatMap((column) =>
                      column.key === 'name'
                        ? [{ value: 'name:asc', label: t('admin.name') }]
                        : [
                            {
                              value: `${column.key}:desc`,
                              label: t('fairShare.most', { column: t(column.label) }),
                            },
                            {
                              value: `${column.key}:asc`,
                              label: t('fairShare.fewest', { column: t(column.label) }),
                            },
                          ],
                    )}
                  />
                  <Stack
                    gap="sm"
                    component="ul"
                    style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  >
                    {sortRows(data.rows, sort).map((row) => (
                      <Card key={row.user_id} component="li" withBorder padding="sm">
                        <Text fw={600}>{row.name}</Text>
                        <Text size="sm">{words.fairShare(row, row.year)}</Text>
                        <Text size="sm">{t('fairShare.workDaysOf', { count: row.work_days })}</Text>
                      </Card>
                    ))}
                  </Stack>
                </>
              ) : (
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      {columns.map((column) => (
                        <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {sortRows(data.rows, sort).map((row) => (
                      <Table.Tr key={row.user_id}>
                        <Table.Td>{row.name}</Table.Td>
                        <Table.Td ta="right">{row.nights}</Table.Td>
                        <Table.Td ta="right">{row.high_season_nights}</Table.Td>
                        <Table.Td ta="right">{row.declined}</Table.Td>
                        <Table.Td ta="right">{row.cancelled}</Table.Td>
                        <Table.Td ta="right">{row.work_days}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </SectionCard>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
