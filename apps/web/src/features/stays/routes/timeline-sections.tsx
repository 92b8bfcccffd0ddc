import { Stack, Text } from '@mantine/core';
import type { CalendarDate, StayPlansResponse } from '@stuga/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { AdminTexts } from '@/components/ui/admin-texts';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';
import { UpcomingStays } from '../bookings/components/upcoming-stays';
import { CalendarStrip } from '../components/calendar-strip';
import { HorizonCard } from '../components/horizon-card';
import { Legend } from '../components/legend';
import { OwnTurns } from '../components/own-turns';
import type { CalendarStay } from '../components/month-calendar';
import { Summary } from '../components/summary';
import { ApprovalPanel } from '../decisions/components/approval-panel';
import { failureFor } from '../load-errors';
import type { Selection } from '../selection';
import { SwapsToApprove } from '../swaps/components/swaps-to-approve';

/**
 * The timeline's sections once loaded, in one piece: the planning horizon, the admins' swaps and
 * approvals, six months of everyone's stays with the legend and the summary, who is at the house.
 */
export function TimelineSections({
  plans,
  today,
  isAdmin,
  horizon,
  stays,
  selection,
  onDayClick,
}: {
  plans: UseQueryResult<StayPlansResponse, Error>;
  today: CalendarDate;
  isAdmin: boolean;
  horizon: CalendarDate | null;
  stays: CalendarStay[];
  selection: Selection;
  onDayClick(date: CalendarDate): void;
}) {
  const t = useT();
  return (
    <>
      <HorizonCard horizon={plans.data?.horizon_date ?? null} today={today} isAdmin={isAdmin} />
      {isAdmin && (
        <AdminTexts>
          <SwapsToApprove />
          <ApprovalPanel />
        </AdminTexts>
      )}
      <SectionCard title={t('stays.bookStay.whoIsComing')} size="h3">
        <Text size="sm" c="dimmed" mb="sm">
          {t('stays.timeline.tapOrClickA')}
        </Text>
        <Legend />
        <QueryState
          data={plans.data}
          error={plans.error ? new Error(failureFor(t, plans.error, isAdmin)) : null}
          isPending={plans.isPending}
          retry={() => void plans.refetch()}
          loadingLabel={t('stays.timeline.loadingStays')}
        >
          {(data) => (
            <Stack gap="md" mt="md">
              <CalendarStrip
                months={6}
                earliest={-6}
                latest={6}
                stays={stays}
                maxChips={3}
                today={today}
                horizon={horizon}
                selection={selection}
                onDayClick={onDayClick}
              />
              <Summary plans={data.stay_plans} />
            </Stack>
          )}
        </QueryState>
      </SectionCard>
      <UpcomingStays />
      <OwnTurns />
    </>
  );
}
