import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { hasAccess, paths } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useToday } from '@/lib/clock';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useDeleteStayPlan } from '../api/delete-stay-plan';
import { useStayPlans } from '../api/get-stay-plans';
import { stayKeys } from '../api/keys';
import { calendarStays } from '../components/calendar-stays';
import { CalendarStrip } from '../components/calendar-strip';
import { HelpCard } from '../components/help-card';
import { InfoCard } from '../components/info-card';
import { Legend } from '../components/legend';
import { PlanCard } from '../components/plan-card';
import { bookingLoadMessage, diagnose } from '../load-errors';
import { bookedStays, draftFromServer, newDraft, type DraftPlan } from '../model';
import { clearRange, peekRange } from '../range-handoff';
import { loginPath } from '@/lib/return-to';
import { SectionCard } from '@/components/ui/section-card';

/** Plan Your Visit: plans of ranked date options, submitted for approval (SPEC §2). */
export function BookStayScreen() {
  usePageTitle('Plan Your Visit');
  const { user } = useSession();
  const location = useLocation();
  const allowed = hasAccess(user, 'booking');
  const today = useToday();
  const plans = useStayPlans(allowed);
  const remove = useDeleteStayPlan();
  const health = useQuery({
    queryKey: stayKeys.health(),
    queryFn: diagnose,
    enabled: !!plans.error,
    retry: false,
  });
  // A range chosen on the timeline goes into the first plan's date picker, once.
  const [handed] = useState(peekRange);
  useEffect(() => clearRange(), []);
  const [edits, setEdits] = useState<DraftPlan[] | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  // The member's plans as loaded; with none (or when loading failed), a first 'Plan 1'.
  const loaded = useMemo(() => {
    if (!today || (!plans.data && !plans.error)) return null;
    const own = (plans.data?.stay_plans ?? []).filter((plan) => plan.own).map(draftFromServer);
    return own.length ? own : [newDraft([], today)];
  }, [plans.data, plans.error, today]);
  const drafts = edits ?? loaded;
  const booked = useMemo(() => bookedStays(plans.data?.stay_plans ?? []), [plans.data]);

  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!allowed) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Plan Your Visit" role="alert">
          You do not have permission to access the booking system.
          <Text size="sm" mt="xs">
            Verified members plan visits through an admin:{' '}
            <Link to={paths.contact}>contact us</Link>.
          </Text>
        </Alert>
      </Container>
    );
  }

  const update = (key: string, plan: DraftPlan) =>
    setEdits((drafts ?? []).map((p) => (p.key === key ? plan : p)));
  const removePlan = (plan: DraftPlan) => {
    const rest = (drafts ?? []).filter((p) => p.key !== plan.key);
    if (plan.id === undefined) return setEdits(rest);
    setRemoveError(null);
    remove.mutate(plan.id, {
      onSuccess: () => setEdits((current) => (current ?? rest).filter((p) => p.key !== plan.key)),
      onError: (error) => {
        // A failed removal keeps the plan (SPEC §8), and says why.
        console.error('Removing a plan failed:', error.message);
        setRemoveError(error.message);
      },
    });
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Plan Your Visit</Title>
        <InfoCard />
        {plans.error && (
          <Alert color="red" role="alert" title="Your plans could not be loaded">
            {bookingLoadMessage(plans.error)}
            {health.data && <Text size="sm">{health.data}</Text>}
            <Text size="sm" mt="xs">
              Below is a new plan kept on this page only until it is saved.{' '}
              <Button
                size="compact-xs"
                variant="white"
                color="red"
                onClick={() => void plans.refetch()}
              >
                Try again
              </Button>
            </Text>
          </Alert>
        )}
        {!drafts || !today ? (
          <Center py="xl" role="status" aria-live="polite">
            <Loader />
            <span className="visually-hidden">Loading your plans</span>
          </Center>
        ) : (
          <>
            <SectionCard title="Who is coming">
              <CalendarStrip
                months={2}
                earliest={0}
                latest={6}
                stays={calendarStays(plans.data?.stay_plans ?? [])}
                maxChips={2}
                today={today}
                compact
              />
              <Legend />
            </SectionCard>
            {removeError && (
              <Alert color="red" role="alert" withCloseButton onClose={() => setRemoveError(null)}>
                {removeError}
              </Alert>
            )}
            {drafts.map((plan, index) => (
              <PlanCard
                key={plan.key}
                plan={plan}
                today={today}
                booked={booked}
                initialRange={index === 0 && handed ? [handed.from, handed.to] : null}
                onChange={(next) => update(plan.key, next)}
                onRemove={drafts.length > 1 ? () => removePlan(plan) : undefined}
              />
            ))}
            <div>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEdits([...drafts, newDraft(drafts, today)])}
              >
                Add Plan
              </Button>
            </div>
            {/* With the plans, not before them: a card below a loader jumps when they arrive. */}
            <HelpCard />
          </>
        )}
      </Stack>
    </Container>
  );
}
