import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { hasAccess, paths } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, Navigate, useBeforeUnload, useLocation } from 'react-router';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { Later } from '@/components/ui/later';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { usePageTitle } from '@/lib/page-title';
import { loginPath } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { useDeleteStayPlan } from '../api/delete-stay-plan';
import { useStayPlans } from '@/features/stays/api/get-stay-plans';
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
import { baseOf, keepPlans, keptPlans, withKeptPlans } from '../kept-plans';
import { bookedDays, draftFromServer, newDraft, planningRulesOf, type DraftPlan } from '../model';
import {
  clearRange,
  clearWaitRange,
  peekRange,
  peekWaitRange,
} from '@/features/stays/range-handoff';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';

// Below the plans: the waitlist's and the swaps' cards, their code apart from the screen's.
const WaitlistCard = lazy(() =>
  import('@/features/stays/waitlist/components/waitlist-card').then((m) => ({
    default: m.WaitlistCard,
  })),
);
const GivenStaysCard = lazy(() =>
  import('@/features/stays/bookings/components/given-stays-card').then((m) => ({
    default: m.GivenStaysCard,
  })),
);
const SwapsCard = lazy(() =>
  import('@/features/stays/swaps/components/swaps-card').then((m) => ({ default: m.SwapsCard })),
);

/** Whether a plan holds changes worth keeping: a new plan counts once it has an option. */
const unsaved = (plan: DraftPlan) =>
  plan.dirty && (plan.id !== undefined || plan.options.length > 0);

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
  const remove = useDeleteStayPlan();
  const health = useQuery({
    queryKey: stayKeys.health(),
    queryFn: diagnose,
    // Why the server failed is for whoever runs it (DECISIONS §14).
    enabled: !!plans.error && isAdmin,
    retry: false,
  });
  // A range chosen on the timeline goes into the first plan's date picker, once.
  const [handed] = useState(peekRange);
  useEffect(() => clearRange(), []);
  // Booked days handed from the timeline to wait for, once.
  const [waitRange] = useState(peekWaitRange);
  useEffect(() => clearWaitRange(), []);
  const [edits, setEdits] = useState<DraftPlan[] | null>(null);
  const [removing, setRemoving] = useState<DraftPlan | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  // The member's plans as loaded; with none (or when loading failed), a first 'Plan 1'. A range
  // handed from the timeline needs a plan open to changes: a new one when every plan is decided.
  // Changes not yet submitted, kept by this tab when the page was left (decision 0046).
  const [kept] = useState(() => (user ? keptPlans(user.id) : []));
  const loaded = useMemo(() => {
    if (!today || (!plans.data && !plans.error)) return null;
    const server = (plans.data?.stay_plans ?? []).filter((plan) => plan.own);
    const own = server.map(draftFromServer);
    const open = own.some((plan) => plan.state === 'editable');
    const fresh = own.length && (open || !handed) ? own : [...own, newDraft(own, today)];
    return withKeptPlans(fresh, server, kept);
  }, [plans.data, plans.error, today, handed, kept]);
  const drafts = edits ?? loaded?.plans ?? null;
  // The handed range goes to the first plan open to changes.
  const handedTo = drafts?.find((plan) => plan.state === 'editable')?.key;
  const rules = useMemo(() => planningRulesOf(plans.data, isAdmin), [plans.data, isAdmin]);
  const booked = useMemo(() => bookedDays(rules.booked), [rules.booked]);

  // Unsaved changes are kept for this tab whenever they change, so leaving the page, a reload or
  // the phone putting the tab away loses nothing; closing the tab asks first.
  const dirty = (drafts ?? []).some(unsaved);
  useEffect(() => {
    // Not while the plans failed to load: what was kept stays for when they load again.
    if (!user || !drafts || !plans.data) return;
    const server = new Map((plans.data?.stay_plans ?? []).map((plan) => [plan.id, plan]));
    keepPlans(
      user.id,
      drafts.filter(unsaved).map((plan) => {
        const base = plan.id === undefined ? undefined : server.get(plan.id);
        return { plan, base: base ? baseOf(base) : null };
      }),
    );
  }, [user, drafts, plans.data]);
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!dirty) return;
        event.preventDefault();
        event.returnValue = '';
      },
      [dirty],
    ),
  );
  // Changes brought back from an earlier visit are named until they are submitted.
  const restored = (drafts ?? []).filter(
    (plan) => unsaved(plan) && loaded?.restored.includes(plan.key),
  );

  if (!user) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  if (!allowed) {
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

  const update = (key: string, plan: DraftPlan) =>
    setEdits((drafts ?? []).map((p) => (p.key === key ? plan : p)));
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
          <Alert color="red" role="alert" title={t('stays.bookStay.yourPlansCouldNot')}>
            {bookingLoadMessage(t, plans.error, isAdmin)}
            {health.data && <Text size="sm">{t(health.data.key, health.data.values)}</Text>}
            <Text size="sm" mt="xs">
              {t('stays.bookStay.belowIsANew')}
              <Button
                ml="xs"
                size="compact-xs"
                variant="white"
                color="red"
                onClick={() => void plans.refetch()}
              >
                {t('common.tryAgain')}
              </Button>
            </Text>
          </Alert>
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
                onRemove={drafts.length > 1 && plan.can.remove ? () => askRemove(plan) : undefined}
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
    </Container>
  );
}
