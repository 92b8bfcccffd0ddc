import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { hasAccess, paths } from '@stuga/shared';
import { lazyPart } from '@/lib/lazy-part';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { Later } from '@/components/ui/later';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { usePageTitle } from '@/lib/page-title';
import { loginPath } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { useDeleteStayPlan } from '../api/delete-stay-plan';
import { stayPlansQuery, useStayPlans } from '@/features/stays/api/get-stay-plans';
import { memberRoundsQuery } from '@/features/stays/rounds/api/member-rounds';
import { memberSwapsQuery } from '@/features/stays/swaps/api/member-swaps';
import { waitlistQuery } from '@/features/stays/waitlist/api/get-waitlist';
import { readsStarted } from '@/lib/screen-reads';
import { sessionStore } from '@/lib/session-store';
import { stayKeys } from '@/features/stays/api/keys';
import { calendarStays } from '@/features/stays/components/calendar-stays';
import { CalendarStrip } from '@/features/stays/components/calendar-strip';
import { BallotBanner } from '@/features/stays/rounds/components/ballot-banner';
import { WaitlistOffers } from '@/features/stays/waitlist/components/waitlist-offers';
import { HelpCard } from '../components/help-card';
import { InfoCard } from '../components/info-card';
import { Legend } from '@/features/stays/components/legend';
import { PlanCard } from '../components/plan-card';
import { bookingLoadMessage, diagnose } from '@/features/stays/load-errors';
import { usePlanDrafts } from '../use-plan-drafts';
import { bookedDays, newDraft, planningRulesOf, type DraftPlan } from '../model';
import {
  clearRange,
  clearWaitRange,
  peekRange,
  peekWaitRange,
} from '@/features/stays/range-handoff';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';

// Below the plans: the waitlist's and the swaps' cards, their code apart from the screen's.
const waitlistCard = () => import('@/features/stays/waitlist/components/waitlist-card');
const givenStaysCard = () => import('@/features/stays/bookings/components/given-stays-card');
const swapsCard = () => import('@/features/stays/swaps/components/swaps-card');
const WaitlistCard = lazyPart(() => waitlistCard().then((m) => ({ default: m.WaitlistCard })));
const GivenStaysCard = lazyPart(() =>
  givenStaysCard().then((m) => ({ default: m.GivenStaysCard })),
);
const SwapsCard = lazyPart(() => swapsCard().then((m) => ({ default: m.SwapsCard })));

/**
 * The screen's reads and its cards' code, started with its code (lib/screen-reads): the plans,
 * the rounds (the ballot's banner), the waitlist (its offers and card) and the swaps, each read
 * otherwise starting only once the part asking for it is drawn.
 */
export function prepare(client?: QueryClient) {
  const session = sessionStore.get();
  if (!client || !session || !hasAccess(session.user, 'booking')) return undefined;
  return readsStarted([
    client.prefetchQuery(stayPlansQuery(session.jwt)),
    client.prefetchQuery(memberRoundsQuery(session.jwt)),
    client.prefetchQuery(waitlistQuery(session.jwt)),
    client.prefetchQuery(memberSwapsQuery(session.jwt)),
    waitlistCard(),
    givenStaysCard(),
    swapsCard(),
  ]);
}

/** Plan Your Visit: plans of ranked date options, submitted for approval (SPEC §2). */
export function BookStayScreen() {
  const t = useT();
  usePageTitle(t('stays.bookStay.planYourVisit'));
  const { user } = useSession();
  const location = useLocation();
  const allowed = hasAccess(user, 'booking');
  const isAdmin = hasAccess(user, 'admin');
  const today = useToday();
  const plans = useStayPlans(allowed);
  // A range chosen on the timeline goes into the first plan's date picker, once.
  const [handed] = useState(peekRange);
  useEffect(() => clearRange(), []);
  // Booked days handed from the timeline to wait for, once.
  const [waitRange] = useState(peekWaitRange);
  useEffect(() => clearWaitRange(), []);
  const [added, setAdded] = useState<string | null>(null);
  const { drafts, setEdits, restored } = usePlanDrafts(user, plans, today, !!handed);
  const removal = usePlanRemoval(drafts, setEdits);
  // The handed range goes to the first plan open to changes.
  const handedTo = drafts?.find((plan) => plan.state === 'editable')?.key;
  const rules = useMemo(() => planningRulesOf(plans.data, isAdmin), [plans.data, isAdmin]);
  const booked = useMemo(() => bookedDays(rules.booked), [rules.booked]);

  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!allowed) return <NoPlanning />;

  const update = (key: string, plan: DraftPlan) =>
    setEdits((drafts ?? []).map((p) => (p.key === key ? plan : p)));
  const addPlan = () => {
    const plan = newDraft(drafts ?? [], today!);
    setAdded(plan.key);
    setEdits([...(drafts ?? []), plan]);
  };

  const loading = (
    <Center py="xl" role="status" aria-live="polite">
      <Loader />
      <span className="visually-hidden">{t('stays.bookStay.loadingYourPlans')}</span>
    </Center>
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('stays.bookStay.planYourVisit')}</Title>
        <InfoCard />
        <BallotBanner />
        <WaitlistOffers beds={rules.beds} />
        {restored.length > 0 && (
          <Alert color="yellow" role="status">
            {t('stays.bookStay.unsaved', {
              titles: restored.map((plan) => plan.title).join(', '),
            })}
          </Alert>
        )}
        {plans.error && (
          <PlansFailed error={plans.error} isAdmin={isAdmin} retry={() => void plans.refetch()} />
        )}
        {!drafts || !today ? (
          loading
        ) : (
          // The plans arrive after the screen is up: drawn in slices, the loader showing meanwhile.
          <Later placeholder={loading}>
            <SectionCard title={t('stays.bookStay.whoIsComing')}>
              <CalendarStrip
                months={2}
                earliest={0}
                latest={6}
                stays={calendarStays(plans.data?.stay_plans ?? [], plans.data?.given_stays)}
                maxChips={2}
                today={today}
                horizon={isAdmin ? null : rules.horizon}
                compact
              />
              <Legend />
            </SectionCard>
            {drafts.map((plan) => (
              <PlanCard
                key={plan.key}
                plan={plan}
                today={today}
                rules={rules}
                autoFocus={plan.key === added}
                initialRange={plan.key === handedTo && handed ? [handed.from, handed.to] : null}
                onChange={(next) => update(plan.key, next)}
                onRemove={
                  drafts.length > 1 && plan.can.remove ? () => removal.ask(plan) : undefined
                }
              />
            ))}
            <div>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={addPlan}
              >
                {t('stays.bookStay.addPlan')}
              </Button>
            </div>
            {/* Below the plans, their code fetched and drawn after them. */}
            <Suspense fallback={null}>
              <Later>
                <GivenStaysCard stays={plans.data?.given_stays ?? []} today={today} />
                <WaitlistCard today={today} handed={waitRange} booked={booked} />
                <SwapsCard />
              </Later>
            </Suspense>
            {/* With the plans, not before them: a card below a loader jumps when they arrive. */}
            <HelpCard />
          </Later>
        )}
      </Stack>
      {removal.dialog}
    </Container>
  );
}

/** The screen for an account that may not plan stays (SPEC §2). */
function NoPlanning() {
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Title order={1} mb="md">
        {t('stays.bookStay.planYourVisit')}
      </Title>
      <Alert color="red" role="alert">
        {t('stays.bookStay.youDoNotHave')}
        <Text size="sm" mt="xs">
          <Message
            id="stays.bookStay.verifiedMembersPlanVisits"
            values={{ link: (text) => <Link to={paths.contact}>{text}</Link> }}
          />
        </Text>
      </Alert>
    </Container>
  );
}

/** Why the plans did not load, with why the server failed for an admin (DECISIONS §14). */
function PlansFailed({
  error,
  isAdmin,
  retry,
}: {
  error: Error;
  isAdmin: boolean;
  retry: () => void;
}) {
  const t = useT();
  const health = useQuery({
    queryKey: stayKeys.health(),
    queryFn: diagnose,
    enabled: isAdmin,
    retry: false,
  });
  return (
    <Alert color="red" role="alert" title={t('stays.bookStay.yourPlansCouldNot')}>
      {bookingLoadMessage(t, error, isAdmin)}
      {health.data && <Text size="sm">{t(health.data.key, health.data.values)}</Text>}
      <Text size="sm" mt="xs">
        {t('stays.bookStay.belowIsANew')}
        <Button ml="xs" size="compact-xs" variant="white" color="red" onClick={retry}>
          {t('common.tryAgain')}
        </Button>
      </Text>
    </Alert>
  );
}

/**
 * Removing a plan: one that is only a name on this page goes without asking; anything more after
 * a yes, and a failed removal keeps the plan (SPEC §8) with the dialog saying why.
 */
function usePlanRemoval(
  drafts: DraftPlan[] | null,
  setEdits: Dispatch<SetStateAction<DraftPlan[] | null>>,
) {
  const t = useT();
  const remove = useDeleteStayPlan();
  const [removing, setRemoving] = useState<DraftPlan | null>(null);
  const removeNow = (plan: DraftPlan) => {
    const rest = (drafts ?? []).filter((p) => p.key !== plan.key);
    if (plan.id === undefined) {
      setRemoving(null);
      return setEdits(rest);
    }
    remove.mutate(plan.id, {
      onSuccess: () => {
        setRemoving(null);
        setEdits((current) => (current ?? rest).filter((p) => p.key !== plan.key));
      },
      // A failed removal keeps the plan (SPEC §8), and the dialog says why.
      onError: (error) => console.error('Removing a plan failed:', error.message),
    });
  };
  // A plan that is only a name on this page goes without asking; anything more, after a yes.
  const askRemove = (plan: DraftPlan) =>
    plan.id === undefined && plan.options.length === 0 ? removeNow(plan) : setRemoving(plan);
  const dialog = (
    <ConfirmDelete
      opened={removing !== null}
      title={
        removing?.title
          ? t('stays.bookStay.removeTitled', { title: removing.title })
          : t('stays.bookStay.removeThis')
      }
      pending={remove.isPending}
      error={remove.error?.message ?? null}
      confirmLabel={t('stays.bookStay.removePlan')}
      onCancel={() => {
        remove.reset();
        setRemoving(null);
      }}
      onConfirm={() => removing && removeNow(removing)}
    >
      <Text size="sm">
        {t('stays.bookStay.removeText', { count: removing?.options.length ?? 0 })}
      </Text>
    </ConfirmDelete>
  );
  return { ask: askRemove, dialog };
}
