import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { fromWireDate, type MoneyYear } from '@stuga/shared';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';

/**
 * The electricity used, from the checklists' meter readings: per month and per stay, as bar
 * charts (Mantine's, on Recharts), each with a table's words for a screen reader.
 */
export function YearCharts({ year }: { year: MoneyYear }) {
  const t = useT();
  const format = useFormat();
  const months = year.months.map((month) => ({
    label: format.month(`${month.month}-01`),
    kwh: month.kwh,
  }));
  const stays = year.stays.map((stay) => ({
    label: `${stay.name} ${format.day(fromWireDate(stay.from))}`,
    kwh: stay.kwh,
  }));
  /** The chart's figures as a table, for a screen reader. */
  const figures = (rows: { label: string; kwh: number }[]) => (
    <VisuallyHidden>
      <Table>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th>{row.label}</Table.Th>
              <Table.Td>{t('moneyYear.kwhValue', { kwh: format.number(row.kwh) })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
  const series = [{ name: 'kwh', label: t('moneyYear.kwh'), color: 'red.7' }];
  return (
    <Stack gap="lg">
      <div>
        <Text fw={600} mb="xs">
          {t('moneyYear.perMonth')}
        </Text>
        <BarChart
          h={220}
          data={months}
          dataKey="label"
          series={series}
          unit=" kWh"
          aria-hidden
          barChartProps={{ accessibilityLayer: false }}
        />
        {figures(months)}
      </div>
      {stays.length > 0 && (
        <div>
          <Text fw={600} mb="xs">
            {t('moneyYear.perStay')}
          </Text>
          <BarChart
            h={Math.max(120, stays.length * 36)}
            data={stays}
            dataKey="label"
            series={series}
            orientation="vertical"
            unit=" kWh"
            yAxisProps={{ width: 160 }}
            aria-hidden
            barChartProps={{ accessibilityLayer: false }}
          />
          {figures(stays)}
        </div>
      )}
    </Stack>
  );
}
