import { Center, Container, Loader, Stack, Title } from '@mantine/core';
import { hasAccess, openForPlanning, paths, type CalendarDate } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Later } from '@/components/ui/later';
import { choresQuery } from '@/lib/chores';
import { useToday } from '@/lib/clock';
import { useFormat } from '@/lib/formatting';
import { useLanguage, useSay, useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { readsStarted } from '@/lib/screen-reads';
import { useSession } from '@/lib/session';
import { sessionStore } from '@/lib/session-store';
import { stayPlansQuery, useStayPlans } from '../api/get-stay-plans';
import { upcomingStaysQuery } from '../bookings/api/get-upcoming-stays';
import { calendarStays } from '../components/calendar-stays';
import { HistoryDialog } from '../components/history-dialog';
import type { CalendarStay } from '../components/month-calendar';
import { TimelineBar } from '../components/timeline-bar';
import { TimelineClosed } from '../components/timeline-closed';
import { pendingApprovalsQuery, usePendingApprovals } from '../decisions/api/get-pending-approvals';
import { DeclineStayDialog } from '../decisions/components/decline-stay-dialog';
import { planningRulesOf, stayProblem } from '../planning/model';
import { swapsToApproveQuery } from '../swaps/api/swaps-to-approve';
import { useRangePick } from '../use-range-pick';
import { TimelineSections } from './timeline-sections';

export { SELECTION_CLEAR_MS } from '../use-range-pick';

/**
 * The timeline's reads, started with its code (lib/screen-reads): the plans, and for
 * an admin the approvals and the swaps; the sections' turns and who comes when.
 */
export function prepare(client?: QueryClient) {
  const session = sessionStore.get();
  if (!client || !session || !hasAccess(session.user, 'booking')) return undefined;
  const reads: Promise<unknown>[] = [
    client.prefetchQuery(stayPlansQuery(session.jwt)),
    client.prefetchQuery(choresQuery()),
    client.prefetchQuery(upcomingStaysQuery(session.jwt)),
  ];
  if (hasAccess(session.user, 'admin')) {
    reads.push(
      client.prefetchQuery(pendingApprovalsQuery()),
      client.prefetchQuery(swapsToApproveQuery()),
    );
  }
  return readsStarted(reads);
}
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
  const [declining, setDeclining] = useState<CalendarStay | null>(null);
  const [showing, setShowing] = useState<CalendarStay | null>(null);
  const stays = useMemo(
    () => calendarStays(plans.data?.stay_plans ?? [], plans.data?.given_stays),
    [plans.data],
  );
  // A range that could not be planned says why at once, as the booking page would.
  const rules = useMemo(() => planningRulesOf(plans.data, isAdmin), [plans.data, isAdmin]);
  const horizon = isAdmin ? null : (plans.data?.horizon_date ?? null);
  const open = (date: CalendarDate) => openForPlanning(date, isAdmin, horizon);
  const { selection, chosen, day, notice, setNotice, pick, clear } = useRangePick(today, open);
  const problem = chosen ? stayProblem(chosen, rules) : undefined;

  if (!user) return <TimelineClosed why="login" />;
  if (!allowed) return <TimelineClosed why="denied" />;

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
            <TimelineSections
              plans={plans}
              today={today}
              isAdmin={isAdmin}
              horizon={horizon}
              stays={stays}
              selection={selection}
              onDayClick={pick}
            />
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
        onDecline={setDeclining}
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
      <DeclineStayDialog
        key={declining?.id ?? 'none'}
        declining={declining}
        whoWhen={whoWhen}
        onClose={() => setDeclining(null)}
        onDeclined={(stay) => {
          setDeclining(null);
          setNotice(t('stays.timeline.declinedTold', { name: stay.name }));
        }}
      />
    </Container>
  );
}
