import type { StayPlansResponse } from '@stuga/shared';
import userEvent from '@testing-library/user-event';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile, stayPlan } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

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
      '/api/stay-plans': { body: { stay_plans: [], horizon_date: null, max_stay_nights: 28 } },
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
      expect(screen.getByDisplayValue('Plan 1')).toBeInTheDocument();
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
      expect(screen.getByDisplayValue('Plan 1')).toBeInTheDocument();
    },
  );

  it('shows an expired plan read-only, with its decided options and reasons', async () => {
    trusted();
    const data: StayPlansResponse = {
      horizon_date: null,
      max_stay_nights: 28,
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
      '/api/get_images': { body: { image_list: [] } },
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
});
