import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { hasAccess, isIn, openForPlanning, paths, type CalendarDate } from '@stuga/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Later } from '@/components/ui/later';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useToday } from '@/lib/clock';
import { usePageTitle } from '@/lib/page-title';
import { loginPath } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { usePendingApprovals } from '../decisions/api/get-pending-approvals';
import { useStayPlans } from '../api/get-stay-plans';
import { useRejectOption } from '../decisions/api/reject-option';
import { useEndBooking } from '../bookings/api/end-booking';
import { AdminTexts } from '@/components/ui/admin-texts';
import { ApprovalPanel } from '../decisions/components/approval-panel';
import { SwapsToApprove } from '../swaps/components/swaps-to-approve';
import { calendarStays } from '../components/calendar-stays';
import { CalendarStrip } from '../components/calendar-strip';
import { DeclineDialog } from '../decisions/components/decline-dialog';
import { HistoryDialog } from '../components/history-dialog';
import { HorizonCard } from '../components/horizon-card';
import { Legend } from '../components/legend';
import type { CalendarStay } from '../components/month-calendar';
import { Summary } from '../components/summary';
import { TimelineBar } from '../components/timeline-bar';
import { UpcomingStays } from '../bookings/components/upcoming-stays';
import { failureFor } from '../load-errors';
import { handRange, type ChosenRange } from '../range-handoff';
import { nextSelection, type Selection } from '../selection';
import { useLanguage, useSay, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { planningRulesOf, stayProblem } from '../planning/model';

/** A chosen range stays highlighted this long (SPEC §9); the bar below keeps it. */
export const SELECTION_CLEAR_MS = 2000;

/**
 * The shared timeline (SPEC §2): the planning horizon, the admins' approval panel, six months of
 * everyone's stays; a day picked shows who is there (admins may decline a stay from there), and a
 * range picked here goes to the booking page from a bar at the bottom of the screen.
 */
export function TimelineScreen() {
  const format = useFormat();
  const t = useT();
  const say = useSay();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const isAdmin = hasAccess(user, 'admin');
  // The same screen at two addresses, each with its own title.
  const { pathname } = useLocation();
  const title =
    isAdmin && pathname === paths.adminApprovals
      ? t('stays.timeline.approveTitle')
      : t('nav.timeline');
  usePageTitle(title);
  const whoWhen = (stay: CalendarStay) =>
    t('stays.timeline.whoWhen', {
      name: stay.name,
      from: format.day(stay.from),
      to: format.day(stay.to),
    });
  const today = useToday();
  const plans = useStayPlans(allowed);
  // Loaded alongside, so the panel and the calendar below it appear together, in place: the
  // pending requests and the admin texts the panel is written in (asked for at once, not once
  // the panel is drawn, which would push the calendar down when they came).
  const pending = usePendingApprovals(isAdmin);
  const { hasTexts, textsFailed, wantTexts } = useLanguage();
  useEffect(() => {
    if (isAdmin) wantTexts('admin');
  }, [isAdmin, wantTexts]);
  const panelWaiting = isAdmin && (pending.isPending || (!hasTexts.admin && !textsFailed.admin));
  const reject = useRejectOption();
  // A booked stay, whatever made it, is ended by its booking (DECISIONS §22); a request declined.
  const end = useEndBooking();
  const [selection, setSelection] = useState<Selection>(null);
  const [chosen, setChosen] = useState<ChosenRange | null>(null);
  const [day, setDay] = useState<CalendarDate | null>(null);
  const [declining, setDeclining] = useState<CalendarStay | null>(null);
  const [showing, setShowing] = useState<CalendarStay | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const stays = useMemo(
    () => calendarStays(plans.data?.stay_plans ?? [], plans.data?.given_stays),
    [plans.data],
  );
  // A range that could not be planned says why at once, as the booking page would.
  const rules = useMemo(() => planningRulesOf(plans.data, isAdmin), [plans.data, isAdmin]);
  const problem = chosen ? stayProblem(chosen, rules) : undefined;
  const horizon = isAdmin ? null : (plans.data?.horizon_date ?? null);

  if (!user) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t('nav.timeline')}
        </Title>
        <Alert color="blue">
          {t('stays.timeline.pleaseLogInTo')}
          <Button
            ml="xs"
            component={Link}
            to={loginPath(paths.timeline)}
            size="compact-sm"
            variant="white"
          >
            {t('auth.login')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!allowed) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} mb="md">
          {t('nav.timeline')}
        </Title>
        <Alert color="red" role="alert">
          {t('stays.timeline.youDoNotHave')}
        </Alert>
      </Container>
    );
  }

  const open = (date: CalendarDate) => openForPlanning(date, isAdmin, horizon);
  const pick = (date: CalendarDate) => {
    if (!today) return;
    setDay(date);
    setNotice(null);
    const next = nextSelection(selection, date, today, open);
    if (next === selection) return;
    setSelection(next);
    window.clearTimeout(timer.current);
    if (next?.to) {
      const range = { from: next.from, to: next.to };
      handRange(range);
      setChosen(range);
      timer.current = window.setTimeout(() => setSelection(null), SELECTION_CLEAR_MS);
    } else {
      setChosen(null);
    }
  };
  const clear = () => {
    window.clearTimeout(timer.current);
    setSelection(null);
    setChosen(null);
    setDay(null);
    setNotice(null);
  };
  const onDay = day ? stays.filter((stay) => stay.from <= day && stay.to >= day) : [];

  const loading = (
    <Center py="xl" role="status">
      <Loader />
      <span className="visually-hidden">{t('stays.timeline.loadingTheTimeline')}</span>
    </Center>
  );
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {/* The sections come together, in one piece (their loaders inside would be replaced by
            their content one under the other, moving the ones below: decision 0034). */}
        {!today || plans.isPending || panelWaiting ? (
          loading
        ) : (
          <Later placeholder={loading}>
            <HorizonCard
              horizon={plans.data?.horizon_date ?? null}
              today={today}
              isAdmin={isAdmin}
            />
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
                      onDayClick={pick}
                    />
                    <Summary plans={data.stay_plans} />
                  </Stack>
                )}
              </QueryState>
            </SectionCard>
            <UpcomingStays />
          </Later>
        )}
      </Stack>
      <TimelineBar
        day={day}
        stays={onDay}
        closed={!!day && !open(day)}
        selection={selection}
        chosen={chosen}
        problem={problem ? say(problem) : null}
        notice={notice}
        onDecline={(stay) => {
          reject.reset();
          end.reset();
          setDeclining(stay);
        }}
        onHistory={setShowing}
        onClear={clear}
      />
      <HistoryDialog
        option={
          showing
            ? {
                id: showing.id,
                label: whoWhen(showing),
              }
            : null
        }
        onClose={() => setShowing(null)}
      />
      <DeclineDialog
        key={declining?.id ?? 'none'}
        subject={
          declining
            ? isIn('booked', declining.status)
              ? t('stays.timeline.declineApproved', {
                  name: declining.name,
                  from: format.day(declining.from),
                  to: format.day(declining.to),
                })
              : whoWhen(declining)
            : null
        }
        pending={reject.isPending || end.isPending}
        error={
          reject.error
            ? reject.error.message || t('stays.timeline.failedToRejectOption')
            : end.error
              ? end.error.message || t('stays.timeline.failedToEnd')
              : null
        }
        onClose={() => setDeclining(null)}
        onDecline={(reason) => {
          if (!declining) return;
          const done = {
            onSuccess: () => {
              setDeclining(null);
              setNotice(t('stays.timeline.declinedTold', { name: declining.name }));
            },
          };
          if (isIn('booked', declining.status) && declining.bookingId !== undefined) {
            end.mutate({ id: declining.bookingId, reason }, done);
          } else {
            reject.mutate({ id: declining.id, reason }, done);
          }
        }}
      />
    </Container>
  );
}
