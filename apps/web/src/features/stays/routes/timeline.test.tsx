import { DEFAULT_FEE, othersAbilities } from '@stuga/shared';
import type { StayPlansResponse, SwapView } from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalsView, pendingStay as pending, profile, stayPlan } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';
import { SELECTION_CLEAR_MS } from './timeline';

afterEach(() => window.localStorage.clear());

const signIn = (fields: Parameters<typeof profile>[0]) =>
  window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: profile(fields) }));
const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
/** The plans as the server sends them to a member, or to an admin. */
const plansAs = (admin: boolean): StayPlansResponse => ({
  others_can: othersAbilities(admin),
  horizon_date: '2025-12-31',
  max_stay_nights: 28,
  fee: DEFAULT_FEE,
  beds: 8,
  given_stays: [],
  stay_plans: [
    stayPlan(
      {
        id: 1,
        title: 'Fishing',
        expiry_date: '2025/11/01',
        current_user: 'Erik Johansson',
        endorser_user: 'Stuga',
        user_id: 5,
        own: false,
        options: [
          {
            id: 10,
            plan_id: 1,
            from: '2025/09/24',
            to: '2025/09/30',
            status: 'approved',
            user_priority: 1,
            priority: 1,
            rejection_reason: null,
            current_user: 'Erik Johansson',
            expiry_date: '2025/11/01',
          },
        ],
      },
      '2025-09-12',
      admin,
    ),
  ],
});
// Built by the same shared view the server answers with.
const approvals = approvalsView([
  pending(1, 2, { from: '2025-12-01', to: '2025-12-03' }),
  pending(2, 1, { expiry_date: '2025-09-20', note: 'With the kids' }),
  pending(3, 2),
]);

describe('Timeline and approvals', () => {
  it('asks visitors to log in and tells members without booking access they may not see it', async () => {
    stubApi({ '/api/clock': clock });
    await renderRoute('/timeline');
    expect(await screen.findByText(/Please log in to view the timeline\./)).toBeInTheDocument();
    signIn({ access_level: 'verified' });
    await renderRoute('/timeline');
    expect(
      await screen.findByText('You do not have permission to view the booking timeline.'),
    ).toBeInTheDocument();
  });

  it('pre-selects one option a conflict group and a plan, warns of close expiry, and declines with a reason', async () => {
    signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plansAs(true) },
      '/api/admin/pending-approvals': { body: approvals },
      'POST /api/admin/reject-option/2': {
        body: { message: 'Stay declined.', pending: approvalsView([pending(1, 2), pending(3, 2)]) },
      },
    });
    await renderRoute('/admin/approvals');
    expect(await screen.findByRole('button', { name: 'Approve Selected (2)' })).toBeEnabled();
    // Each Approve and Decline names whose stay and when, not only what it does.
    const approves = screen.getAllByRole('button', { name: /^Approve (?!Selected)/ });
    expect(approves.length).toBeGreaterThan(1);
    for (const button of approves) {
      expect(button).toHaveAccessibleName(/^Approve .+, \d{1,2} \w+ \d{4} – \d{1,2} \w+ \d{4}$/);
    }
    expect(new Set(approves.map((button) => button.getAttribute('aria-label'))).size).toBe(
      approves.length,
    );
    const select = (name: string) =>
      screen.getByRole('checkbox', { name: new RegExp(`^Select ${name}`) });
    expect(select('Member 1')).toBeChecked();
    expect(select('Member 2')).toBeChecked();
    expect(select('Member 3')).not.toBeChecked();
    expect(screen.getByText('1 request expires within 14 days')).toBeInTheDocument();
    expect(screen.getAllByText(/2 Trusted \(Admin Invited\)/)).toHaveLength(3);
    expect(screen.getByText('Note: With the kids')).toBeInTheDocument();
    expect(
      screen.getByText("Members see each other's stays up to 31 Dec 2025."),
    ).toBeInTheDocument();

    const line = screen.getAllByTestId('pending-option')[1]!;
    await userEvent.click(within(line).getByRole('button', { name: /^Decline / }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Stay Request' });
    const decline = within(dialog).getByRole('button', { name: 'Decline' });
    expect(decline).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
    expect(decline).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The sauna is being rebuilt.');
    await userEvent.click(decline);
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
        url: '/api/admin/reject-option/2',
        body: { reason: 'The sauna is being rebuilt.' },
      }),
    );
    expect(await screen.findByText('Stay declined.')).toBeInTheDocument();
  });

  it('shows six months with the stays, three chips a day at most, and the summary', async () => {
    signIn({ access_level: 'trusted', can_access_booking: true });
    const crowded: StayPlansResponse = {
      others_can: othersAbilities(false),
      horizon_date: null,
      max_stay_nights: 28,
      fee: DEFAULT_FEE,
      beds: 8,
      given_stays: [],
      stay_plans: [1, 2, 3, 4, 5].map((n) => ({
        ...plansAs(false).stay_plans[0]!,
        id: n,
        current_user: `Guest${n} X`,
        options: [
          {
            ...plansAs(false).stay_plans[0]!.options[0]!,
            id: n * 10,
            plan_id: n,
            status: n > 3 ? 'pending' : 'approved',
          },
        ],
      })),
    };
    stubApi({ '/api/clock': clock, '/api/stay-plans': { body: crowded } });
    await renderRoute('/timeline');
    for (const month of ['September 2025', 'October 2025', 'February 2026']) {
      expect(await screen.findByRole('region', { name: month })).toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: 'March 2026' })).not.toBeInTheDocument();
    // Each day says who is there, by name (DECISIONS §14), not how many.
    const day = screen.getByRole('button', {
      name: '25 Sept 2025, Guest1 X (Approved), Guest2 X (Approved), Guest3 X (Approved), Guest4 X (Pending), Guest5 X (Pending)',
    });
    expect(within(day).getAllByTitle(/^Guest/)).toHaveLength(3);
    expect(within(day).getByText('+2')).toBeInTheDocument();
    const summary = screen.getByTestId('summary');
    expect(summary).toHaveTextContent('5Total Plans');
    expect(summary).toHaveTextContent('3Approved');
    expect(summary).toHaveTextContent('2Pending');
  });

  it('shows who is there on a picked day, and hands a picked range on from a bar at the bottom', async () => {
    signIn({ access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plansAs(false) },
      '/api/stays/upcoming': {
        body: {
          stays: [
            { id: 10, from: '2025/09/24', to: '2025/09/30', name: 'Erik Johansson', own: false },
          ],
        },
      },
    });
    await renderRoute('/timeline');
    const upcoming = await screen.findByRole('region', {
      name: 'At the house in the next six months',
    });
    expect(await within(upcoming).findByTestId('upcoming-stays')).toHaveTextContent(
      '24 Sept 2025 – 30 Sept 2025 Erik Johansson',
    );
    // The half-year's days come just after the rest of the screen.
    await userEvent.click(
      await screen.findByRole('button', { name: '25 Sept 2025, Erik Johansson (Approved)' }),
    );
    let bar = screen.getByRole('region', { name: 'Chosen days' });
    expect(
      within(bar).getByRole('list', { name: 'Who is there on 25 Sept 2025' }),
    ).toHaveTextContent('Erik Johansson: 24 Sept 2025 – 30 Sept 2025 · Approved');
    // A member declines nothing, and another's stay has no history for them (its abilities).
    expect(within(bar).queryByRole('button', { name: /^Decline/ })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
    // That tap also began a range; start again.
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear the chosen days' }));

    await userEvent.click(screen.getByRole('button', { name: /^1 Oct 2025/ }));
    bar = screen.getByRole('region', { name: 'Chosen days' });
    expect(within(bar).getByText('From 1 Oct 2025: tap or click the last day.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^3 Oct 2025/ }));
    expect(within(bar).getByText('1 Oct 2025 – 3 Oct 2025 chosen.')).toBeVisible();
    // A day after Erik's stay: too close for the cleaning, said at once, and not handed on.
    expect(within(bar).getByRole('alert')).toHaveTextContent(
      'Starts only 1 day(s) after approved stay by Erik Johansson',
    );
    expect(within(bar).queryByRole('link', { name: 'Plan this visit' })).not.toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear the chosen days' }));

    await userEvent.click(screen.getByRole('button', { name: /^4 Oct 2025/ }));
    await userEvent.click(screen.getByRole('button', { name: /^6 Oct 2025/ }));
    bar = screen.getByRole('region', { name: 'Chosen days' });
    expect(within(bar).getByText('4 Oct 2025 – 6 Oct 2025 chosen.')).toBeVisible();
    expect(within(bar).getByText('2 nights')).toBeVisible();
    expect(within(bar).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Plan this visit' })).toHaveAttribute(
      'href',
      '/book-stay',
    );
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear the chosen days' }));
    expect(screen.queryByRole('region', { name: 'Chosen days' })).not.toBeInTheDocument();
  });

  // The wait is SPEC's own 2 s, on the real clock: the test is given room for a busy machine.
  it(
    'clears a chosen range from the calendar after 2 s; the bar keeps it to act on',
    { timeout: 20_000 },
    async () => {
      signIn({ access_level: 'trusted', can_access_booking: true });
      stubApi({
        '/api/clock': clock,
        '/api/stay-plans': { body: plansAs(false) },
        '/api/stays/upcoming': { body: { stays: [] } },
      });
      await renderRoute('/timeline');
      await userEvent.click(await screen.findByRole('button', { name: /^4 Oct 2025/ }));
      await userEvent.click(screen.getByRole('button', { name: /^6 Oct 2025/ }));
      const bar = screen.getByRole('region', { name: 'Chosen days' });
      expect(within(bar).getByText('4 Oct 2025 – 6 Oct 2025 chosen.')).toBeVisible();
      const chosen = Date.now();
      expect(screen.getByRole('button', { name: /^5 Oct 2025/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await waitFor(
        () =>
          expect(screen.getByRole('button', { name: /^5 Oct 2025/ })).toHaveAttribute(
            'aria-pressed',
            'false',
          ),
        { timeout: SELECTION_CLEAR_MS + 10_000 },
      );
      // Not before its 2 s.
      expect(Date.now() - chosen).toBeGreaterThanOrEqual(SELECTION_CLEAR_MS - 50);
      expect(within(bar).getByText('4 Oct 2025 – 6 Oct 2025 chosen.')).toBeVisible();
    },
  );

  it("checks a chosen range against every booking: a round's stay as much as a plan's", async () => {
    signIn({ access_level: 'trusted', can_access_booking: true });
    const plans = plansAs(false);
    plans.given_stays = [
      {
        id: 41,
        user_id: 6,
        current_user: 'Vera Berg',
        own: false,
        from: '2025/10/06',
        to: '2025/10/12',
        source: 'round',
        round_id: 2,
        round: 'Autumn 2025',
        block: 'Week 41',
        can: { end: false },
      },
    ];
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plans },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/timeline');
    await userEvent.click(await screen.findByRole('button', { name: /^14 Oct 2025/ }));
    await userEvent.click(screen.getByRole('button', { name: /^17 Oct 2025/ }));
    const bar = screen.getByRole('region', { name: 'Chosen days' });
    expect(within(bar).getByRole('alert')).toHaveTextContent(
      'Starts only 2 day(s) after approved stay by Vera Berg (6 Oct 2025 - 12 Oct 2025). Need 4+ days for cleaning.',
    );
    expect(within(bar).queryByRole('link', { name: 'Plan this visit' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Tell me if these dates free up' })).toBeVisible();
  });

  it("leads from the member's own stay to its checklists and to paying it", async () => {
    signIn({ access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plansAs(false) },
      '/api/stays/upcoming': {
        body: {
          stays: [
            {
              id: 12,
              from: '2025/10/06',
              to: '2025/10/10',
              name: 'Anna Berg',
              own: true,
              can: { checklists: true, pay: true },
            },
          ],
        },
      },
    });
    await renderRoute('/timeline');
    const upcoming = await screen.findByRole('region', {
      name: 'At the house in the next six months',
    });
    expect(await within(upcoming).findByRole('link', { name: 'Checklists' })).toHaveAttribute(
      'href',
      '/at-the-house?stay=12',
    );
    expect(within(upcoming).getByRole('link', { name: 'Pay for the stay' })).toHaveAttribute(
      'href',
      '/pay/12',
    );
  });

  it("shows the member's own turns of the chores beside the stays, the soonest first", async () => {
    signIn({ access_level: 'trusted', can_access_booking: true });
    const turn = (id: number, day: string, mine: boolean, done = false) => ({
      id,
      day,
      doer: { user_id: mine ? 1 : 2, name: mine ? 'Anna Berg' : 'Bo Holm' },
      for: null,
      done,
      mine,
      can: { done: mine, pass: mine },
    });
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plansAs(false) },
      '/api/chores': {
        body: {
          chores: [
            {
              id: 1,
              title: 'Tömma toaletten',
              rule: { freq: 'monthly', interval: 1, months: [] },
              starts: '2025/06/01',
              members: [],
              occurrences: [turn(1, '2025/10/01', true), turn(2, '2025/11/01', false)],
              can: { end: false },
            },
            {
              id: 2,
              title: 'Sota skorstenen',
              rule: { freq: 'yearly', interval: 2, months: [] },
              starts: '2025/09/01',
              members: [],
              occurrences: [turn(3, '2025/09/20', true), turn(4, '2025/09/13', true, true)],
              can: { end: false },
            },
          ],
        },
      },
    });
    await renderRoute('/timeline');
    const turns = await screen.findByRole('region', { name: 'Your turns of the chores' });
    const items = await within(turns).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '20 Sept 2025: Sota skorstenen',
      '1 Oct 2025: Tömma toaletten',
    ]);
    expect(within(turns).getByRole('link', { name: 'All the chores' })).toHaveAttribute(
      'href',
      '/chores',
    );
  });

  it('is one tab stop, moved through by the arrow keys', async () => {
    signIn({ access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plansAs(false) },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/timeline');
    await screen.findByRole('region', { name: 'September 2025' });
    const grid = document.querySelectorAll('[data-day]');
    const stops = [...grid].filter((day) => day.getAttribute('tabindex') === '0');
    expect(stops).toHaveLength(1);
    expect(stops[0]).toHaveAccessibleName('12 Sept 2025, today, nobody booked');
    (stops[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveAccessibleName('13 Sept 2025, nobody booked');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAccessibleName(/^20 Sept 2025/);
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement).toHaveAccessibleName(/^20 Oct 2025/);
    // Still one tab stop, where the focus is.
    expect(
      [...document.querySelectorAll('[data-day]')].filter(
        (day) => day.getAttribute('tabindex') === '0',
      ),
    ).toEqual([document.activeElement]);
    await userEvent.keyboard('{Enter}');
    expect(
      within(screen.getByRole('region', { name: 'Chosen days' })).getByText(
        'From 20 Oct 2025: tap or click the last day.',
      ),
    ).toBeVisible();
  });

  it("draws an admin's sections together, the approval panel above the calendar, so nothing moves", async () => {
    signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plansAs(true) },
      '/api/admin/pending-approvals': { body: approvalsView([]) },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/timeline');
    // The first moment the calendar's section is there, the panel (in the admin texts) is too.
    await screen.findByRole('heading', { level: 2, name: 'Who is coming' });
    expect(screen.getByRole('heading', { level: 2, name: 'Stay requests' })).toBeInTheDocument();
    // And no section holds a loader that its content would replace, moving the ones below.
    expect(screen.queryByText('Loading stay requests')).not.toBeInTheDocument();
    expect(screen.queryByText('Loading stays')).not.toBeInTheDocument();
  });

  it('lets an admin decline an approved stay from its day, with a reason', async () => {
    signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plansAs(true) },
      '/api/admin/pending-approvals': { body: approvalsView([]) },
      '/api/stays/upcoming': { body: { stays: [] } },
      'POST /api/admin/reject-option/10': {
        body: { message: 'Stay declined.', pending: approvalsView([]) },
      },
    });
    await renderRoute('/timeline');
    await userEvent.click(
      await screen.findByRole('button', { name: '25 Sept 2025, Erik Johansson (Approved)' }),
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Decline the stay of Erik Johansson, 24 Sept 2025 – 30 Sept 2025',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline Stay Request' });
    expect(dialog).toHaveTextContent(
      'Erik Johansson, 24 Sept 2025 – 30 Sept 2025: approved. Declining it frees the dates at once.',
    );
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The well is dry.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('Stay declined. Erik Johansson is told why.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/admin/reject-option/10',
      body: { reason: 'The well is dry.' },
    });
  });

  it("lets an admin end any booked stay from its day, a round's included, by one call", async () => {
    signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
    const plans = plansAs(true);
    plans.stay_plans[0]!.options[0]!.booking_id = 40;
    plans.given_stays = [
      {
        id: 41,
        user_id: 6,
        current_user: 'Vera Berg',
        own: false,
        from: '2025/10/06',
        to: '2025/10/12',
        source: 'round',
        round_id: 2,
        round: 'Autumn 2025',
        block: 'Week 41',
        can: { end: true },
      },
    ];
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': { body: plans },
      '/api/admin/pending-approvals': { body: approvalsView([]) },
      '/api/stays/upcoming': { body: { stays: [] } },
      'POST /api/admin/bookings/41/end': {
        body: { message: 'The stay is ended. Its dates are free again.' },
      },
      'POST /api/admin/bookings/40/end': {
        body: { message: 'The stay is ended. Its dates are free again.' },
      },
    });
    await renderRoute('/timeline');
    await userEvent.click(
      await screen.findByRole('button', { name: '7 Oct 2025, Vera Berg (Approved)' }),
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Decline the stay of Vera Berg, 6 Oct 2025 – 12 Oct 2025',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline Stay Request' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The roof is being mended.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Stay declined. Vera Berg is told why.')).toBeInTheDocument();
    // A plan's booked stay goes by its booking too.
    await userEvent.click(
      await screen.findByRole('button', { name: '25 Sept 2025, Erik Johansson (Approved)' }),
    );
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Decline the stay of Erik Johansson, 24 Sept 2025 – 30 Sept 2025',
      }),
    );
    const again = await screen.findByRole('dialog', { name: 'Decline Stay Request' });
    await userEvent.type(within(again).getByLabelText(/Reason/), 'The well is dry.');
    await userEvent.click(within(again).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
        ['/api/admin/bookings/41/end', { reason: 'The roof is being mended.' }],
        ['/api/admin/bookings/40/end', { reason: 'The well is dry.' }],
      ]),
    );
  });

  it(
    'says what an approved swap did, once its line has left the list',
    { timeout: 20_000 },
    async () => {
      signIn({ is_admin: true, access_level: 'trusted', can_access_booking: true });
      const swap: SwapView = {
        id: 5,
        from_user: { id: 3, name: 'Vera Byte' },
        to_user: { id: 4, name: 'Tom Byte' },
        stay: { booking_id: 30, from: '2026/07/06', to: '2026/07/10' },
        their_stay: { booking_id: 31, from: '2026/07/20', to: '2026/07/24' },
        note: '',
        status: 'accepted',
        needs_admin: true,
        created_at: '2025-09-12T07:00:00.000Z',
        expires_at: '2025-09-14T07:00:00.000Z',
        can: { accept: false, decline: false, approve: true, refuse: true },
      };
      const answers: Parameters<typeof stubApi>[0] = {
        '/api/clock': clock,
        '/api/stay-plans': { body: plansAs(true) },
        '/api/admin/pending-approvals': { body: approvalsView([]) },
        '/api/admin/swaps': { body: { swaps: [swap] } },
      };
      // Once approved, the swap is gone from the list the answer's refresh reads, and the stays'
      // refresh comes later than the list's: the line is gone before the refresh is over.
      let approved = false;
      Object.defineProperty(answers, 'POST /api/admin/swaps/5/approve', {
        enumerable: true,
        get() {
          approved = true;
          answers['/api/admin/swaps'] = { body: { swaps: [] } };
          return { body: { swap: { ...swap, status: 'done' } } };
        },
      });
      stubApi(answers);
      const stubbed = globalThis.fetch;
      globalThis.fetch = async (input, init) => {
        if (approved && String(input).startsWith('/api/stay-plans')) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return stubbed(input, init);
      };
      await renderRoute('/admin/approvals');
      const card = await screen.findByRole('region', { name: 'Swaps to approve' });
      await userEvent.click(
        within(card).getByRole('button', { name: /^Approve: Vera Byte offers Tom Byte/ }),
      );
      // The card stays while the answer is on its way (focus goes to what it did, end to end).
      expect(
        await within(card).findByText(/^Approved: Vera Byte offers Tom Byte the stay/, undefined, {
          timeout: 10_000,
        }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(within(card).queryByRole('button', { name: /^Approve:/ })).not.toBeInTheDocument(),
      );
    },
  );
});
