import {
  DEFAULT_HIGH_SEASON,
  FairShareBook,
  type FairShareTable,
  DEFAULT_FEE,
} from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalsView, pendingStay, profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

/** The fair share on the screens (DECISIONS §16). */
afterEach(() => window.localStorage.clear());

const signIn = (isAdmin: boolean) =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ is_admin: isAdmin, access_level: 'trusted', can_access_booking: true }),
    }),
  );
const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const row = (user_id: number, name: string, counts: Partial<FairShareTable['rows'][number]>) => ({
  user_id,
  name,
  year: 2025,
  nights: 0,
  high_season_nights: 0,
  declined: 0,
  cancelled: 0,
  work_days: 0,
  ...counts,
});
const table = (year: number, rows: FairShareTable['rows']): FairShareTable => ({
  year,
  years: [2025, 2024],
  rows,
});
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('the Fair share table', () => {
  it('sorts by each column, both ways, and shows the year before', async () => {
    signIn(true);
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/fair-share': {
        body: table(2025, [
          row(1, 'Anna Berg', { nights: 12, high_season_nights: 4, declined: 1 }),
          row(2, 'Olle Ek', { nights: 3, declined: 2 }),
          row(3, 'Britt Al', { nights: 20, high_season_nights: 9, cancelled: 1 }),
        ]),
      },
      '/api/admin/fair-share?year=2024': {
        body: table(2024, [row(1, 'Anna Berg', { year: 2024, nights: 7 })]),
      },
    });
    await renderRoute('/admin/fair-share');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fair share' })).toBeVisible();
    await screen.findByRole('table');
    expect(names()).toEqual(['Anna Berg', 'Britt Al', 'Olle Ek']);
    expect(screen.getByRole('columnheader', { name: /Member/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.click(screen.getByRole('button', { name: 'High season' }));
    expect(names()).toEqual(['Olle Ek', 'Anna Berg', 'Britt Al']);
    await userEvent.click(screen.getByRole('button', { name: 'High season' }));
    expect(names()).toEqual(['Britt Al', 'Anna Berg', 'Olle Ek']);
    expect(screen.getByRole('columnheader', { name: /High season/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Declined' }));
    expect(names()).toEqual(['Britt Al', 'Anna Berg', 'Olle Ek']);

    await userEvent.click(screen.getByRole('radio', { name: '2024' }));
    await waitFor(() => expect(api.paths).toContain('/api/admin/fair-share?year=2024'));
    expect(await screen.findByRole('heading', { name: 'Who had the house in 2024' })).toBeVisible();
    expect(names()).toEqual(['Anna Berg']);
  });

  it('says when the table cannot be loaded, and tries again', async () => {
    signIn(true);
    stubApi({
      '/api/clock': clock,
      '/api/admin/fair-share': { status: 500, body: { error: 'Boom', message: 'Boom' } },
    });
    await renderRoute('/admin/fair-share');
    // Server trouble is tried once more before it is shown.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Boom');
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('high season in Settings', () => {
  it('shows each period’s days, refuses what is not a date, and saves', async () => {
    signIn(true);
    const autumn = { kind: 'dates' as const, name: 'Autumn', from: '10-01', to: '10-31' };
    const api = stubApi({
      '/api/clock': clock,
      '/api/admin/high-season': { body: { periods: DEFAULT_HIGH_SEASON } },
      'PUT /api/admin/high-season': { body: { periods: [...DEFAULT_HIGH_SEASON, autumn] } },
    });
    await renderRoute('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const periods = await screen.findAllByTestId('season-period');
    expect(periods).toHaveLength(4);
    // Midsummer Eve 2025 was Friday 20 June: the week ran from Monday 16 to Sunday 22 June.
    // The year's days show once the server's today has come.
    await waitFor(() =>
      expect(periods[0]).toHaveTextContent('In 2025: 16 June 2025 – 22 June 2025'),
    );
    expect(periods[2]).toHaveTextContent('In 2025: 20 Dec 2025 – 6 Jan 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Add a period' }));
    const added = screen.getAllByTestId('season-period')[4]!;
    await userEvent.type(within(added).getByLabelText('Name'), 'Autumn');
    await userEvent.type(within(added).getByLabelText('From'), '10-01');
    await userEvent.type(within(added).getByLabelText('To'), '10-32');
    await userEvent.click(screen.getByRole('button', { name: 'Save high season' }));
    expect(
      await screen.findByText('Period 5: Write the day as month and day, e.g. 07-01.'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'PUT')).toBe(false);

    await userEvent.clear(within(added).getByLabelText('To'));
    await userEvent.type(within(added).getByLabelText('To'), '10-31');
    expect(added).toHaveTextContent('In 2025: 1 Oct 2025 – 31 Oct 2025');
    await userEvent.click(screen.getByRole('button', { name: 'Save high season' }));
    expect(await screen.findByText('High season saved.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      periods: [...DEFAULT_HIGH_SEASON, autumn],
    });
  });

  it('is for admins: a member is sent home and told why', async () => {
    signIn(false);
    stubApi({ '/api/clock': clock });
    await renderRoute('/admin/settings');
    expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).not.toBeInTheDocument();
  });
});

describe('the fair share beside requests and on the profile', () => {
  it('shows each request its member’s line and the flag of no high season', async () => {
    signIn(true);
    const stay = (id: number, from: string, to: string) =>
      pendingStay(id, 1, {
        plan_id: id,
        from,
        to,
        plan: {
          title: `Plan ${id}`,
          current_user: id === 1 ? 'Anna Berg' : 'Olle Ek',
          endorser_user: null,
        },
      });
    const shares = new FairShareBook(
      [2024, 2025],
      [{ user_id: 2, from: '2025-07-01', to: '2025-07-13', status: 'approved' }],
      [{ user_id: 1, first_from: '2025-03-01' }],
      DEFAULT_HIGH_SEASON,
    );
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
      '/api/stays/upcoming': { body: { stays: [] } },
      '/api/admin/pending-approvals': {
        body: approvalsView(
          [stay(1, '2025-10-01', '2025-10-04'), stay(2, '2025-10-02', '2025-10-06')],
          '2025-09-12',
          shares,
        ),
      },
    });
    await renderRoute('/admin/approvals');
    const [anna, olle] = await screen.findAllByTestId('pending-option');
    expect(anna).toHaveTextContent('This year: 0 nights · high season 0 · declined 1');
    expect(anna).toHaveTextContent('No high season in two years');
    expect(olle).toHaveTextContent('This year: 12 nights · high season 12 · declined 0');
    expect(olle).not.toHaveTextContent('No high season in two years');
  });

  it('shows a member their own line on the profile', async () => {
    signIn(false);
    stubApi({
      '/api/profile_data': {
        body: profile({ access_level: 'trusted', can_access_booking: true }),
      },
      '/api/fair-share': {
        body: {
          share: { year: 2025, nights: 9, high_season_nights: 2, declined: 0, cancelled: 1 },
        },
      },
      '/api/calendar-feed': {
        body: {
          url: 'http://x/api/calendar/1.a.ics',
          webcal_url: 'webcal://x/api/calendar/1.a.ics',
        },
      },
    });
    await renderRoute('/profile');
    const card = await screen.findByRole('region', { name: 'Your share of the house' });
    expect(await within(card).findByTestId('own-fair-share')).toHaveTextContent(
      'This year: 9 nights · high season 2 · declined 0 · cancelled 1',
    );
  });
});
