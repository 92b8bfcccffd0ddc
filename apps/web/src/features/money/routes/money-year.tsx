import { Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatOre, paths, type MoneyYear } from '@stuga/shared';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { useExportMoneyYear } from '../api/export-money-year';
import { useMoneyYear } from '../api/get-money-year';
import { KIND_WORDS } from '../components/cost-words';
import { YearCharts } from '../components/year-charts';

/** Amounts in a table's right-hand column. */
const Amount = ({ ore, bold }: { ore: number; bold?: boolean }) => (
  <Table.Td ta="right" fw={bold ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
    {formatOre(ore)}
  </Table.Td>
);

/** The year's costs by kind and their sum, and the stay fees that came in. */
function CostsAndIncome({ year }: { year: MoneyYear }) {
  const t = useT();
  return (
    <Table>
      <Table.Tbody>
        {year.costs.map((cost) => (
          <Table.Tr key={cost.kind}>
            <Table.Th fw={400}>{t(KIND_WORDS[cost.kind])}</Table.Th>
            <Amount ore={cost.amount} />
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Th>{t('moneyYear.total')}</Table.Th>
          <Amount ore={year.total} bold />
        </Table.Tr>
        <Table.Tr>
          <Table.Th fw={400}>{t('moneyYear.feesConfirmed')}</Table.Th>
          <Amount ore={year.income.confirmed} />
        </Table.Tr>
        <Table.Tr>
          <Table.Th fw={400}>{t('moneyYear.feesOpen')}</Table.Th>
          <Amount ore={year.income.open} />
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** Each member's year: laid out, their parts, and the difference. */
function MembersYear({ year }: { year: MoneyYear }) {
  const t = useT();
  if (year.members.length === 0) return <Text c="dimmed">{t('moneyYear.noMembers')}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('money.member')}</Table.Th>
          <Table.Th ta="right">{t('money.paid')}</Table.Th>
          <Table.Th ta="right">{t('money.parts')}</Table.Th>
          <Table.Th ta="right">{t('moneyYear.net')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {year.members.map((line) => (
          <Table.Tr key={line.user_id}>
            <Table.Td>{line.name}</Table.Td>
            <Amount ore={line.paid} />
            <Amount ore={line.parts} />
            <Amount ore={line.net} bold />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The year's statement for the annual meeting (DECISIONS §23): costs by kind, the stay fees, each
 * member's year, and the electricity used per month and per stay; as CSV, and printed.
 */
export function MoneyYearScreen() {
  const t = useT();
  const asked = Number(useParams().year);
  const year = Number.isInteger(asked) ? asked : 0;
  usePageTitle(t('moneyYear.title', { year }));
  const statement = useMoneyYear(year);
  const exporting = useExportMoneyYear();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1}>{t('moneyYear.title', { year })}</Title>
          <BackLink to={paths.money}>{t('moneyYear.back')}</BackLink>
        </Group>
        <Group gap="sm" data-no-print>
          <Button component={Link} to={`/money/${year - 1}`} variant="default" size="compact-md">
            {t('moneyYear.other', { year: year - 1 })}
          </Button>
          <Button component={Link} to={`/money/${year + 1}`} variant="default" size="compact-md">
            {t('moneyYear.other', { year: year + 1 })}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting.isPending}
            onClick={() => exporting.mutate(year)}
          >
            {t('moneyYear.csv')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => window.print()}
          >
            {t('moneyYear.print')}
          </Button>
        </Group>
        {exporting.error && (
          <StatusText tone="error">
            {failureMessage(exporting.error, t('fail.exportMoneyYear'))}
          </StatusText>
        )}
        <QueryState
          data={statement.data}
          error={statement.error}
          isPending={statement.isPending}
          retry={() => void statement.refetch()}
          loadingLabel={t('money.loading')}
        >
          {(data) => (
            <>
              <SectionCard title={t('moneyYear.costs')}>
                <CostsAndIncome year={data} />
              </SectionCard>
              <SectionCard title={t('moneyYear.members')}>
                <MembersYear year={data} />
              </SectionCard>
              <SectionCard title={t('moneyYear.electricity')}>
                <YearCharts year={data} />
              </SectionCard>
            </>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
