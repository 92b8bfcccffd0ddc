import { DEFAULT_FEE, othersAbilities } from '@stuga/shared';
import type { StayPlansResponse } from '@stuga/shared';
import type { BareOption } from '@/test/fixtures';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bareOption, profile, stayPlan } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';
import { baseOf } from '../kept-plans';
import { draftFromServer } from '../model';

afterEach(() => window.localStorage.clear());

const trusted = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ access_level: 'trusted', can_access_booking: true }),
    }),
  );
const admin = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({
        access_level: 'trusted',
        can_access_booking: true,
        is_admin: true,
      }),
    }),
  );
const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const healthy = { body: { status: 'ok', tables: { stay_plan: true, stay_option: true } } };

describe('Plan Your Visit', () => {
  it("gives a member without plans 'Plan 1', valid until 1 November, and SPEC's submit label", async () => {
    trusted();
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
    });
    await renderRoute('/book-stay');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan Your Visit' }),
    ).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Plan 1')).toBeInTheDocument();
    expect(
      screen.getByText(/It is fine if this plan is not confirmed until 1 Nov 2025: 50 days left/),
    ).toBeInTheDocument();
    // Nothing to submit yet (DECISIONS §14): the button waits for an option, and says so.
    expect(screen.getByRole('button', { name: 'Save & Submit Plan' })).toBeDisabled();
    expect(screen.getByText('Add at least one option to submit the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    const help = screen.getByRole('heading', { name: 'Need help?' }).closest('div')!.parentElement!;
    expect(within(help).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(document.title).toBe('Plan Your Visit · Stuga');
  });

  it.each([
    [500, healthy, 'Server error. Please check the backend logs.'],
    [
      404,
      healthy,
      'Stay plans API not found. Please check if the backend is running and the database is set up correctly.',
    ],
    [502, healthy, 'Failed to load stay plans: HTTP error! status: 502'],
    [
      403,
      healthy,
      'Failed to load stay plans: Access denied. You do not have permission to view stay plans.',
    ],
    [
      500,
      {
        status: 503,
        body: {
          status: 'error',
          tables: { stay_plan: true, stay_option: false },
          error: 'Database tables are missing. Please run database migration.',
          code: 'api.health.tablesMissing',
        },
      },
      'Database tables are missing. Please run database migration.',
    ],
  ])(
    'says an admin why plans did not load (%i) and offers a plan kept on the page',
    async (status, health, text) => {
      admin();
      stubApi({
        '/api/clock': clock,
        '/api/stay-plans': { status, body: { error: 'x', message: 'x' } },
        '/api/health': health,
      });
      await renderRoute('/book-stay');
      expect(await screen.findByText(text, {}, { timeout: 4000 })).toBeInTheDocument();
      expect(await screen.findByDisplayValue('Plan 1')).toBeInTheDocument();
    },
  );

  it.each([500, 404, 502])(
    'tells a member only that it is on our side (%i), never to check the logs',
    async (status) => {
      trusted();
      const { paths } = stubApi({
        '/api/clock': clock,
        '/api/stay-plans': { status, body: { error: 'x', message: 'x' } },
        '/api/health': healthy,
      });
      await renderRoute('/book-stay');
      expect(
        await screen.findByText(
          'Something went wrong on our side. Please try again in a moment.',
          {},
          { timeout: 4000 },
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/backend|migration|HTTP error/)).not.toBeInTheDocument();
      // Nor does the member's page ask the server's health why.
      expect(paths).not.toContain('/api/health');
      expect(await screen.findByDisplayValue('Plan 1')).toBeInTheDocument();
    },
  );

  it('shows an expired plan read-only, with its decided options and reasons', async () => {
    trusted();
    const data: StayPlansResponse = {
      others_can: othersAbilities(false),
      horizon_date: null,
      max_stay_nights: 28,
      fee: DEFAULT_FEE,
      beds: 8,
      given_stays: [],
      stay_plans: [
        stayPlan({
          id: 4,
          title: 'Spring',
          expiry_date: '2025/09/10',
          current_user: 'Anna Berg',
          endorser_user: null,
          user_id: 1,
          own: true,
          options: [
            {
              id: 40,
              plan_id: 4,
              from: '2025/10/01',
              to: '2025/10/03',
              status: 'declined',
              user_priority: 1,
              priority: 1,
              note: 'n',
              rejection_reason: 'The roof is being fixed.',
              current_user: 'Anna Berg',
              expiry_date: '2025/09/10',
            },
          ],
        }),
      ],
    };
    stubApi({ '/api/clock': clock, '/api/stay-plans': { body: data } });
    await renderRoute('/book-stay');
    expect(await screen.findByText('This plan expired on 10 Sept 2025.')).toBeInTheDocument();
    expect(screen.getByText('Declined: The roof is being fixed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Option' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Plan' })).toBeDisabled();
    expect(screen.getByDisplayValue('Spring')).toBeDisabled();
  });

  it('tells a member without booking access', async () => {
    window.localStorage.setItem('stuga.session', JSON.stringify({ jwt: 't', user: profile() }));
    stubApi({ '/api/clock': clock });
    await renderRoute('/book-stay');
    expect(
      await screen.findByText('You do not have permission to access the booking system.'),
    ).toBeInTheDocument();
  });

  it('sends a visitor to log in, and back here once they are in', async () => {
    const member = profile({ access_level: 'trusted', can_access_booking: true });
    stubApi({
      '/api/clock': clock,
      '/api/auth/config': { body: { google_client_id: null } },
      'POST /api/login': { body: { message: 'Login successful', jwt: 't2', user: member } },
      '/api/profile_data': { body: member },
      '/api/get_images': { body: { image_list: [], images: [] } },
      '/api/stay-plans': { body: { horizon_date: null, stay_plans: [] } },
    });
    await renderRoute('/book-stay');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Email/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { name: 'Plan Your Visit' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  const option = bareOption;
  const ownPlan = (id: number, title: string, options: BareOption[], expiry = '2025/11/01') =>
    stayPlan({
      id,
      title,
      expiry_date: expiry,
      current_user: 'Anna Berg',
      endorser_user: null,
      user_id: 1,
      own: true,
      options,
    });

  it('says a decided plan is approved after its validity, and cancels its stay after a yes', async () => {
    trusted();
    const stay = option({ id: 40, plan_id: 4, status: 'approved', expiry_date: '2025/09/10' });
    const other = option({
      id: 41,
      plan_id: 4,
      from: '2025/10/10',
      to: '2025/10/12',
      status: 'declined',
      user_priority: 2,
      rejection_reason: 'Another option of this plan was approved (1 Oct 2025 – 5 Oct 2025).',
      expiry_date: '2025/09/10',
    });
    const decided = ownPlan(4, 'Autumn', [stay, other], '2025/09/10');
    const cancelled = ownPlan(4, 'Autumn', [{ ...stay, status: 'cancelled' }, other], '2025/09/10');
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [decided],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      'POST /api/stay-options/40/cancel': { body: { stay_plan: cancelled } },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/book-stay');
    expect(await screen.findByText('Your stay 1 Oct 2025 – 5 Oct 2025 is approved.')).toBeVisible();
    expect(screen.queryByText(/expired/)).not.toBeInTheDocument();
    expect(screen.queryByText(/It is fine if this plan/)).not.toBeInTheDocument();
    // Nothing left to submit or pick on a decided plan.
    expect(screen.queryByRole('button', { name: /Submit Plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Option' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /^Cancel stay/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this stay?' });
    expect(dialog).toHaveTextContent(
      'Your stay 1 Oct 2025 – 5 Oct 2025 will be cancelled. The dates become free for others at once, and the admins are told.',
    );
    // Keeping it sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my stay' }));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /^Cancel stay/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this stay?' })).getByRole('button', {
        name: 'Cancel stay',
      }),
    );
    const list = await screen.findByRole('list', { name: 'Options, first choice first' });
    await within(list).findByText('Cancelled');
    expect(screen.queryByRole('button', { name: /^Cancel stay/ })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/stay-options/40/cancel',
    ]);
  });

  it('asks who comes, estimates each open option at the house’s fee, and refuses more than the beds', async () => {
    trusted();
    const fee = {
      ...DEFAULT_FEE,
      model: 'person_night' as const,
      adult: 15_000,
      child: 7_550,
      cleaning: 80_000,
    };
    const waiting = ownPlan(6, 'Winter', [option({ id: 60, plan_id: 6 })]);
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: { stay_plans: [waiting], horizon_date: null, max_stay_nights: 28, fee, beds: 5 },
      },
      'PUT /api/stay-plans/6': { body: { stay_plan: waiting } },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/book-stay');
    const who = await screen.findByRole('group', { name: 'Who comes' });
    // One adult, four nights, and the cleaning: 4 × 150 kr + 800 kr.
    expect(await screen.findByText(/^About 1\s400\skr for this stay$/)).toBeInTheDocument();
    // Up to the beds, no more to choose.
    expect(
      within(within(who).getByLabelText('Children'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5']);
    await userEvent.selectOptions(within(who).getByLabelText('Adults'), '2');
    await userEvent.selectOptions(within(who).getByLabelText('Children'), '4');
    expect(await screen.findByText('The house sleeps 5.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Submit Plan' }));
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await userEvent.selectOptions(within(who).getByLabelText('Children'), '2');
    await userEvent.click(within(who).getByLabelText('Pets'));
    // Two adults and two children, four nights: 4 × (2 × 150 + 2 × 75,50) kr + 800 kr.
    expect(await screen.findByText(/^About 2\s604\skr for this stay$/)).toBeInTheDocument();
    expect(screen.queryByText('The house sleeps 5.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Submit Plan' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    const sent = api.requests.find((r) => r.method === 'PUT')!.body as {
      options: { party: unknown }[];
    };
    expect(sent.options[0]!.party).toEqual({ adults: 2, children: 2, guests: 0, pets: true });
  });

  it('shows a booked stay’s fee and where its payment stands, with the way to pay', async () => {
    trusted();
    const booked = ownPlan(7, 'Autumn', [
      option({
        id: 70,
        plan_id: 7,
        status: 'approved',
        booking_id: 12,
        payment: { fee: 250_050, state: 'due' },
      }),
    ]);
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [booked],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/book-stay');
    expect(await screen.findByText(/^2\s500,50\skr · Not paid yet$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pay for the stay 1 Oct 2025/ })).toHaveAttribute(
      'href',
      '/pay/12',
    );
    expect(screen.queryByText(/for this stay$/)).not.toBeInTheDocument();
  });

  it('says a save of a plan whose requests already wait is saved, valid until when, not submitted', async () => {
    trusted();
    const waiting = ownPlan(6, 'Winter', [option({ id: 60, plan_id: 6 })]);
    const renamed = ownPlan(6, 'Winter week', [option({ id: 60, plan_id: 6 })]);
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [waiting],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      'PUT /api/stay-plans/6': { body: { stay_plan: renamed } },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/book-stay');
    const title = await screen.findByDisplayValue('Winter');
    await userEvent.type(title, ' week');
    await userEvent.click(screen.getByRole('button', { name: 'Save & Submit Plan' }));
    expect(await screen.findByText('Saved. Valid until 1 Nov 2025.')).toBeVisible();
    expect(screen.queryByText(/Plan submitted/)).not.toBeInTheDocument();
  });

  it('removes a saved plan only after a yes', async () => {
    trusted();
    const spring = ownPlan(5, 'Spring', [option({ id: 50, plan_id: 5 })]);
    const summer = ownPlan(6, 'Summer', [
      option({ id: 60, plan_id: 6, from: '2025/11/01', to: '2025/11/03' }),
    ]);
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [spring, summer],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      'DELETE /api/stay-plans/5': { body: { message: 'Stay plan deleted successfully' } },
    });
    await renderRoute('/book-stay');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Spring' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Spring?' });
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(dialog).toHaveTextContent(
      'The plan and its option go for good, and requests still waiting are withdrawn.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove plan' }));
    await waitFor(() => expect(screen.queryByDisplayValue('Spring')).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('Summer')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/stay-plans/5',
    ]);
  });

  it('keeps unsaved changes when the page is left, and brings them back named', async () => {
    trusted();
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [ownPlan(5, 'Spring', [option({ id: 50, plan_id: 5 })])],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
          given_stays: [],
        },
      },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/book-stay');
    const title = await screen.findByDisplayValue('Spring');
    await userEvent.clear(title);
    await userEvent.type(title, 'Midsummer');
    // Nothing brought back yet: the page names no kept changes.
    expect(screen.queryByText(/are not saved/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // Leaving goes at once, with nothing asked.
    await userEvent.click(within(nav).getByRole('link', { name: 'Timeline' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Plan Your Visit' }));
    expect(await screen.findByDisplayValue('Midsummer')).toBeInTheDocument();
    expect(screen.getByText(/are not saved/)).toHaveTextContent(
      'Your changes to Midsummer are not saved. Submit the plan to keep them.',
    );
    expect(screen.getByRole('button', { name: 'Save & Submit Plan' })).toBeEnabled();
  });

  it("lets the server's plan stand when it changed since the changes were kept", async () => {
    trusted();
    const spring = ownPlan(5, 'Spring', [option({ id: 50, plan_id: 5 })]);
    // Kept on a version of the plan whose option was still in planning.
    const before = ownPlan(5, 'Spring', [option({ id: 50, plan_id: 5, status: 'planning' })]);
    window.sessionStorage.setItem(
      'stuga.unsaved-plans',
      JSON.stringify({
        user: profile().id,
        plans: [
          {
            plan: { ...draftFromServer(before), title: 'Midsummer', dirty: true },
            base: baseOf(before),
          },
        ],
      }),
    );
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [spring],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/book-stay');
    expect(await screen.findByDisplayValue('Spring')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Midsummer')).not.toBeInTheDocument();
    expect(screen.queryByText(/are not saved/)).not.toBeInTheDocument();
  });
  it('offers a booked stay to another member from the stay itself: the form opens with it chosen', async () => {
    trusted();
    const stay = {
      ...option({ id: 40, plan_id: 4, status: 'approved', expiry_date: '2025/09/10' }),
      booking_id: 900,
    };
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': {
        body: {
          stay_plans: [ownPlan(4, 'Autumn', [stay], '2025/09/10')],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      '/api/swaps': { body: { swaps: [] } },
      '/api/waitlist': { body: { wishes: [], offers: [] } },
      '/api/swaps/stays': {
        body: {
          mine: [
            { booking_id: 899, from: '2025/09/20', to: '2025/09/22' },
            { booking_id: 900, from: '2025/10/01', to: '2025/10/05' },
          ],
          theirs: [{ booking_id: 950, user_id: 7, from: '2025/12/01', to: '2025/12/05' }],
          members: [{ id: 7, name: 'Tom Byte' }],
        },
      },
      'POST /api/bookings/900/offer': {
        status: 201,
        body: {
          swap: {
            id: 3,
            status: 'offered',
            from_user: { id: 1, name: 'Anna Berg' },
            to_user: { id: 7, name: 'Tom Byte' },
            stay: { booking_id: 900, from: '2025/10/01', to: '2025/10/05' },
            their_stay: null,
            note: '',
            needs_admin: false,
            created_at: '2025-09-12T07:17:00.000Z',
            expires_at: '2025-09-14T07:17:00.000Z',
          },
        },
      },
    });
    await renderRoute('/book-stay');
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Offer to another member: 1 Oct 2025 – 5 Oct 2025',
      }),
    );
    const card = await screen.findByRole('region', { name: 'Swaps and gifts' });
    const member = await within(card).findByLabelText('To');
    await waitFor(() => expect(member).toHaveFocus());
    expect(within(card).getByLabelText('Your stay')).toHaveValue('900');
    await userEvent.selectOptions(member, 'Tom Byte');
    await userEvent.click(within(card).getByRole('button', { name: 'Offer it' }));
    expect(
      await within(card).findByText('Offered. They have 48 hours to answer.'),
    ).toBeInTheDocument();
    const sent = api.requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => [r.url, r.body])).toEqual([
      ['/api/bookings/900/offer', { to_user_id: 7, their_booking_id: null, note: '' }],
    ]);
    // A stay that has begun, or one not booked, offers nothing.
    expect(screen.getAllByRole('button', { name: /^Offer to another member/ })).toHaveLength(1);
  });

  it("lists the member's stays from a swap or a round, and cancels one after a yes", async () => {
    trusted();
    const given = (id: number, from: string, to: string, extra = {}) => ({
      id,
      user_id: 1,
      current_user: 'Anna Berg',
      own: true,
      from,
      to,
      source: 'swap',
      round_id: null,
      round: null,
      block: null,
      can: { end: false },
      ...extra,
    });
    const plans = (stays: unknown[]) => ({
      body: {
        stay_plans: [],
        given_stays: stays,
        horizon_date: null,
        max_stay_nights: 28,
        fee: DEFAULT_FEE,
        beds: 8,
      },
    });
    const api = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': plans([
        given(70, '2025/10/01', '2025/10/05'),
        given(71, '2026/06/19', '2026/06/26', {
          source: 'round',
          round_id: 2,
          round: 'Summer 2026',
          block: 'Midsummer week',
          payment: { fee: 250_000, state: 'marked' },
        }),
        // Someone else's, and one of the reader's that is over: not listed.
        given(72, '2025/11/01', '2025/11/05', { own: false, user_id: 2 }),
        given(73, '2025/09/01', '2025/09/05'),
      ]),
      '/api/swaps': { body: { swaps: [] } },
      '/api/waitlist': { body: { wishes: [], offers: [] } },
      'POST /api/bookings/70/cancel': { body: { message: 'Your stay is cancelled.' } },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await renderRoute('/book-stay');
    const card = await screen.findByRole('region', { name: 'Your other stays' });
    expect(within(card).getByText('From a swap or a gift')).toBeInTheDocument();
    expect(within(card).getByText('From Summer 2026: Midsummer week')).toBeInTheDocument();
    // What the round's stay costs, and that its payment waits for an admin (DECISIONS §21).
    expect(
      within(card).getByText(/^2\s500\skr · Marked paid, waiting for an admin to confirm$/),
    ).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: /^Pay for the stay 19 June 2026/ }),
    ).toHaveAttribute('href', '/pay/71');
    expect(within(card).queryByText('1 Nov 2025 – 5 Nov 2025')).not.toBeInTheDocument();
    expect(within(card).queryByText('1 Sept 2025 – 5 Sept 2025')).not.toBeInTheDocument();

    // Kept after a no; the stay goes after a yes.
    await userEvent.click(
      within(card).getByRole('button', { name: 'Cancel stay 1 Oct 2025 – 5 Oct 2025' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this stay?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my stay' }));
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    stubApi({
      '/api/clock': clock,
      '/api/stay-plans': plans([
        given(71, '2026/06/19', '2026/06/26', {
          source: 'round',
          round_id: 2,
          round: 'Summer 2026',
          block: 'Midsummer week',
        }),
      ]),
      '/api/swaps': { body: { swaps: [] } },
      '/api/waitlist': { body: { wishes: [], offers: [] } },
      'POST /api/bookings/70/cancel': { body: { message: 'Your stay is cancelled.' } },
      '/api/stays/upcoming': { body: { stays: [] } },
    });
    await userEvent.click(
      within(card).getByRole('button', { name: 'Cancel stay 1 Oct 2025 – 5 Oct 2025' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Cancel this stay?' });
    expect(dialog).toHaveTextContent('Your stay 1 Oct 2025 – 5 Oct 2025 will be cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel stay' }));
    expect(
      await within(card).findByText('Your stay is cancelled. Its dates are free again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).queryByText('1 Oct 2025 – 5 Oct 2025')).not.toBeInTheDocument(),
    );
    expect(within(card).getByText('19 June 2026 – 26 June 2026')).toBeInTheDocument();
  });
});
