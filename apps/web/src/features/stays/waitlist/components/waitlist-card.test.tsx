import { DEFAULT_FEE } from '@stuga/shared';
import type { Waitlist } from '@stuga/shared';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

/** Waiting for dates on Plan a Visit (DECISIONS §19). */
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const trusted = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ access_level: 'trusted', can_access_booking: true }),
    }),
  );
const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const plans = {
  body: {
    stay_plans: [],
    given_stays: [],
    horizon_date: null,
    max_stay_nights: 28,
    fee: DEFAULT_FEE,
    beds: 8,
  },
};
const waitlist: Waitlist = {
  wishes: [
    {
      id: 4,
      from: '2025/12/15',
      to: '2025/12/19',
      min_nights: 3,
      status: 'waiting',
      place: 2,
      created_at: '2025-09-10T08:00:00.000Z',
      can: { withdraw: true },
    },
  ],
  offers: [
    {
      id: 9,
      wish_id: 4,
      from: '2025/12/15',
      to: '2025/12/19',
      status: 'open',
      offered_at: '2025-09-12T07:17:00.000Z',
      expires_at: '2025-09-13T07:17:00.000Z',
      can: { claim: true, refuse: true },
    },
  ],
};

describe('waiting for dates', () => {
  it('shows the wishes with their place in line and the offers, and claims one', async () => {
    trusted();
    const stub = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': plans,
      'GET /api/waitlist': { body: waitlist },
      'POST /api/offers/9/claim': { body: { ...waitlist, offers: [] } },
    });
    await renderRoute('/book-stay');
    const title = await screen.findByText('15 Dec 2025 – 19 Dec 2025 are free for you');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Held for you until 13 Sept 2025, 09:17.');
    const card = await screen.findByRole('region', { name: 'Waiting for dates' });
    expect(within(card).getByText('At least 3 nights · number 2 in line')).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Claim' }));
    // Claiming asks who comes, as any request does.
    await user.selectOptions(within(alert).getByLabelText('Adults'), '2');
    await user.selectOptions(within(alert).getByLabelText('Children'), '1');
    await user.click(
      within(alert).getByRole('button', { name: 'Claim 15 Dec 2025 – 19 Dec 2025' }),
    );
    await waitFor(() =>
      expect(
        stub.requests.find((r) => r.method === 'POST' && r.url === '/api/offers/9/claim')?.body,
      ).toEqual({ party: { adults: 2, children: 1, guests: 0, pets: false } }),
    );
    await waitFor(() =>
      expect(screen.queryByText('15 Dec 2025 – 19 Dec 2025 are free for you')).toBeNull(),
    );
  });

  it('sends a wish: the days and the fewest nights, as the server writes them', async () => {
    trusted();
    const stub = stubApi({
      '/api/clock': clock,
      '/api/stay-plans': plans,
      'GET /api/waitlist': { body: { wishes: [], offers: [] } },
      'POST /api/waitlist': { status: 201, body: waitlist },
    });
    await renderRoute('/book-stay');
    const card = await screen.findByRole('region', { name: 'Waiting for dates' });
    const user = userEvent.setup();
    // The form opens on request; days missing are said on it, nothing sent.
    await user.click(within(card).getByRole('button', { name: 'Tell me if these dates free up' }));
    await user.click(within(card).getByRole('button', { name: 'Tell me if these dates free up' }));
    expect(
      within(card).getByText('Choose the first and the last day, the first before the last.'),
    ).toBeVisible();
    // The app's own picker, as everywhere days are picked.
    await user.click(within(card).getByRole('button', { name: 'Days you wait for' }));
    // (The calendar's opening transition leaves it hidden to jsdom.)
    await user.click(
      await screen.findByRole('button', { name: '15 September 2025', hidden: true }),
    );
    await user.click(screen.getByRole('button', { name: '19 September 2025', hidden: true }));
    await user.clear(within(card).getByLabelText('Fewest nights'));
    await user.type(within(card).getByLabelText('Fewest nights'), '3');
    await user.click(within(card).getByRole('button', { name: 'Tell me if these dates free up' }));
    await waitFor(() =>
      expect(stub.requests.find((r) => r.method === 'POST')?.body).toEqual({
        from: '2025/09/15',
        to: '2025/09/19',
        min_nights: 3,
      }),
    );
    // What was asked is said after it is sent.
    expect(
      await within(card).findByText(
        'You wait for 15 Sept 2025 – 19 Sept 2025. If they free up, they are offered to you by mail and here.',
      ),
    ).toBeVisible();
    expect(await within(card).findByText('At least 3 nights · number 2 in line')).toBeVisible();
  });
});
