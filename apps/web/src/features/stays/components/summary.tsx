import { Paper, SimpleGrid, Text } from '@mantine/core';
import { isIn, type StayPlan } from '@stuga/shared';
import { useT } from '@/lib/i18n';

/** Total Plans, Approved and Pending, of what the viewer sees (SPEC §2). */
export function Summary({ plans }: { plans: readonly StayPlan[] }) {
  const t = useT();
  const options = plans.flatMap((plan) => plan.options);
  const approved = options.filter((o) => isIn('booked', o.status)).length;
  const pending = options.filter((o) => isIn('waiting', o.status)).length;
  // Each label agrees with its number ("1 godkänd", "4 godkända").
  const figures = [
    [t('stays.summary.total'), plans.length],
    [t('stays.summary.approved', { count: approved }), approved],
    [t('stays.summary.pending', { count: pending }), pending],
  ] as const;
  return (
    <SimpleGrid cols={3} spacing="sm" data-testid="summary">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="sm" ta="center">
          <Text fw={700} fz="xl">
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
