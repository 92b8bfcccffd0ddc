import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDay, hasAccess, paths, type CalendarDate } from '@stuga/shared';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { useToday } from '@/lib/clock';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { usePendingApprovals } from '../api/get-pending-approvals';
import { useStayPlans } from '../api/get-stay-plans';
import { ApprovalPanel } from '../components/approval-panel';
import { calendarStays } from '../components/calendar-stays';
import { CalendarStrip } from '../components/calendar-strip';
import { HorizonCard } from '../components/horizon-card';
import { Legend } from '../components/legend';
import { Summary } from '../components/summary';
import { fetchFailure } from '../load-errors';
import { handRange, type ChosenRange } from '../range-handoff';
import { nextSelection, type Selection } from '../selection';
import { loginPath } from '@/lib/return-to';
import { SectionCard } from '@/components/ui/section-card';

/** A chosen range stays highlighted this long (SPEC §9). */
export const SELECTION_CLEAR_MS = 2000;

/**
 * The shared timeline (SPEC §2): the planning horizon, the admins' approval panel, six months of
 * everyone's stays, and a range picked here goes to the booking page.
 */
export function TimelineScreen() {
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const isAdmin = hasAccess(user, 'admin');
  // The same screen at two addresses, each with its own title.
  const { pathname } = useLocation();
  const title = isAdmin && pathname === paths.adminApprovals ? 'Approve Stays' : 'Timeline';
  usePageTitle(title);
  const today = useToday();
  const plans = useStayPlans(allowed);
  // Loaded alongside, so the panel and the calendar below it appear together, in place.
  const pending = usePendingApprovals(isAdmin);
  const [selection, setSelection] = useState<Selection>(null);
  const [chosen, setChosen] = useState<ChosenRange | null>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!user) {
    return (
      <Container size="sm" py="xl">
        <Alert color="blue" title="Timeline">
          Please log in to view the timeline.{' '}
          <Button component={Link} to={loginPath(paths.timeline)} size="compact-sm" variant="white">
            Login
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!allowed) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Timeline" role="alert">
          You do not have permission to view the booking timeline.
        </Alert>
      </Container>
    );
  }

  const pick = (day: CalendarDate) => {
    if (!today) return;
    const next = nextSelection(selection, day, today);
    setSelection(next);
    window.clearTimeout(timer.current);
    if (next?.to) {
      const range = { from: next.from, to: next.to };
      handRange(range);
      setChosen(range);
      timer.current = window.setTimeout(() => setSelection(null), SELECTION_CLEAR_MS);
    }
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {!today || plans.isPending || (isAdmin && pending.isPending) ? (
          <Center py="xl" role="status">
            <Loader />
            <span className="visually-hidden">Loading the timeline</span>
          </Center>
        ) : (
          <>
            <HorizonCard
              horizon={plans.data?.horizon_date ?? null}
              today={today}
              isAdmin={isAdmin}
            />
            {isAdmin && <ApprovalPanel />}
            <SectionCard title="Who is coming" size="h3">
              <Text size="sm" c="dimmed" mb="sm">
                Click a first and a last day to plan a visit for them.
              </Text>
              <Legend />
              <QueryState
                data={plans.data}
                error={plans.error ? new Error(fetchFailure(plans.error).message) : null}
                isPending={plans.isPending}
                retry={() => void plans.refetch()}
                loadingLabel="Loading stays"
              >
                {(data) => (
                  <Stack gap="md" mt="md">
                    {chosen && (
                      <Alert
                        color="yellow"
                        variant="light"
                        role="status"
                        icon={<IconCalendarPlus aria-hidden />}
                      >
                        {formatDay(chosen.from)} - {formatDay(chosen.to)} chosen.{' '}
                        <Button
                          component={Link}
                          to={paths.bookStay}
                          size="compact-sm"
                          variant="white"
                        >
                          Plan this visit
                        </Button>
                      </Alert>
                    )}
                    <CalendarStrip
                      months={6}
                      earliest={-6}
                      latest={6}
                      stays={calendarStays(data.stay_plans)}
                      maxChips={3}
                      today={today}
                      selection={selection}
                      onDayClick={pick}
                    />
                    <Summary plans={data.stay_plans} />
                  </Stack>
                )}
              </QueryState>
            </SectionCard>
          </>
        )}
      </Stack>
    </Container>
  );
}
