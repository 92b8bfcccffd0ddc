import { DEFAULT_FEE } from '@stuga/shared';
import type { DrawView, MemberRound } from '@stuga/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { profile } from '@/test/fixtures';
import { renderRoute, stubApi } from '@/test/render';

/** A member's page of a high-season round (DECISIONS §18). */
afterEach(() => window.localStorage.clear());

const signIn = () =>
  window.localStorage.setItem(
    'stuga.session',
    JSON.stringify({
      jwt: 't',
      user: profile({ id: 7, access_level: 'trusted', can_access_booking: true }),
    }),
  );
const clock = {
  body: { now: '2025-09-12T07:17:00.000Z', today: '2025-09-12', time_zone: 'Europe/Stockholm' },
};
const round = (fields: Partial<MemberRound> = {}): MemberRound => ({
  id: 3,
  name: 'Winter 2025',
  opens: '2025-09-12',
  closes: '2025-09-20',
  first_pass_cap: 1,
  total_cap: 2,
  status: 'set',
  phase: 'open',
  blocks: [
    { id: 11, name: 'Christmas week', from: '2025/12/22', to: '2025/12/28' },
    { id: 12, name: 'New Year', from: '2026/01/02', to: '2026/01/06' },
  ],
  ballot: [],
  can: { vote: true },
  ...fields,
});

describe('the ballot', () => {
  it('saves as it goes, each change after the one before is answered, the latest last', async () => {
    signIn();
    const stub = stubApi({ '/api/clock': clock, '/api/rounds': { body: { rounds: [round()] } } });
    const answered = stub.requests;
    // The ballot's saves wait until the test lets them through.
    const stubbed = globalThis.fetch;
    const waiting: (() => void)[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (init.method !== 'PUT') return stubbed(input, init);
      const ranking = (JSON.parse(String(init.body)) as { ranking: number[] }).ranking;
      answered.push({ method: 'PUT', url: String(input), body: { ranking }, headers: {} });
      await new Promise<void>((resolve) => waiting.push(resolve));
      return new Response(JSON.stringify({ ranking }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const puts = () => answered.filter((request) => request.method === 'PUT');

    await renderRoute('/rounds/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter 2025' })).toBeVisible();
    expect(
      await screen.findByText('The ballot is open until the end of 20 Sept 2025.'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Add Christmas week to your ranking' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add New Year to your ranking' }));
    // One save under way; the second change waits for it.
    expect(screen.getByText('Saving…')).toBeVisible();
    expect(puts().map((put) => put.body)).toEqual([{ ranking: [11] }]);
    waiting.shift()!();
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]).toMatchObject({ url: '/api/rounds/3/ballot', body: { ranking: [11, 12] } });
    waiting.shift()!();
    expect(await screen.findByText('Saved')).toBeVisible();
    const ranked = screen.getByRole('list', { name: 'Your ranking, most wanted first' });
    expect(ranked).toHaveTextContent('1Christmas week');
    expect(ranked).toHaveTextContent('2New Year');
  });

  it('says when the ballot opens, and after the close shows what the member ranked', async () => {
    signIn();
    stubApi({
      '/api/clock': clock,
      '/api/rounds': {
        body: {
          rounds: [
            round({ id: 3, phase: 'upcoming', opens: '2025-10-01', can: { vote: false } }),
            round({ id: 4, name: 'Sportlov', phase: 'closed', ballot: [12], can: { vote: false } }),
          ],
        },
      },
    });
    await renderRoute('/rounds/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sportlov' })).toBeVisible();
    // The round's part comes in slices after the heading.
    expect(
      await screen.findByText(
        'The ballot closed on 20 Sept 2025. The admins are deciding the draw; you hear the result by mail.',
      ),
    ).toBeVisible();
    expect(await screen.findByRole('region', { name: 'What you ranked' })).toHaveTextContent(
      'New Year: 2 Jan 2026 – 6 Jan 2026',
    );
    expect(screen.queryByRole('button', { name: /to your ranking/ })).toBeNull();
  });
});

describe('the published result', () => {
  const draw: DrawView = {
    seed: 921789081,
    status: 'confirmed',
    drawn_at: '2025-09-21T07:00:00.000Z',
    drawn_by: 'house',
    order: [
      {
        place: 1,
        user_id: 9,
        name: 'Vera Berg',
        high_season_nights: 0,
        empty_rounds: 1,
        place_by_nights: 2,
        lot: 2,
      },
      {
        place: 2,
        user_id: 7,
        name: 'Anna Berg',
        high_season_nights: 0,
        empty_rounds: 0,
        place_by_nights: 1,
        lot: 1,
      },
    ],
    passes: [
      [
        { user_id: 9, given: [{ block_id: 11, rank: 1 }], nothing_free: false },
        { user_id: 7, given: [], nothing_free: true },
      ],
    ],
    given: [{ block_id: 11, user_id: 9, pass: 1 }],
    unclaimed: [12],
  };

  it('shows the order with why, what each got, what nobody got, and checks the draw', async () => {
    signIn();
    const stub = stubApi({
      '/api/clock': clock,
      '/api/rounds': {
        body: { rounds: [round({ status: 'confirmed', phase: 'closed', can: { vote: false } })] },
      },
      '/api/rounds/3/draw': { body: { draw, same: true } },
    });
    await renderRoute('/rounds/3');
    expect(await screen.findByText('Seed: 921789081')).toBeVisible();
    // The reader voted and got nothing: they move up next time.
    expect(await screen.findByText(/so you got nothing this time/)).toBeVisible();
    const order = await screen.findByRole('region', { name: 'The order' });
    expect(order).toHaveTextContent(
      'Vera Berg0 high-season nights in the last three seasons · tie broken by lot (2) · moved up 1 place for a round with nothing',
    );
    expect(await screen.findByRole('region', { name: 'Each block' })).toHaveTextContent(
      'Nobody got: New Year. These are open for ordinary plans.',
    );
    expect(await screen.findByRole('region', { name: 'Each pass' })).toHaveTextContent(
      'Anna Berg: nothing they ranked was free',
    );
    const before = stub.paths.filter((p) => p === '/api/rounds/3/draw').length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check the draw' }));
    expect(
      await screen.findByText(
        'Checked: the draw run again from the stored ballots and seed gives exactly this result.',
      ),
    ).toBeVisible();
    // Pressing the check asks the server to run it again.
    expect(stub.paths.filter((p) => p === '/api/rounds/3/draw').length).toBe(before + 1);
  });

  it('lets the reader give up a block they were given, once they confirm', async () => {
    signIn();
    const mine: DrawView = {
      ...draw,
      given: [{ block_id: 11, user_id: 7, pass: 1 }],
      unclaimed: [12],
    };
    const stub = stubApi({
      '/api/clock': clock,
      '/api/rounds': {
        body: { rounds: [round({ status: 'confirmed', phase: 'closed', can: { vote: false } })] },
      },
      '/api/rounds/3/draw': { body: { draw: mine, same: true } },
      '/api/stay-plans': {
        body: {
          stay_plans: [],
          given_stays: [
            {
              id: 50,
              user_id: 7,
              current_user: 'Anna Berg',
              own: true,
              from: '2025/12/22',
              to: '2025/12/28',
              source: 'round',
              round_id: 3,
              round: 'Winter 2025',
              block: 'Christmas week',
              can: { end: false },
            },
          ],
          horizon_date: null,
          max_stay_nights: 28,
          fee: DEFAULT_FEE,
          beds: 8,
        },
      },
      'POST /api/bookings/50/cancel': {
        body: { message: 'Your stay is cancelled. Its dates are free again.' },
      },
    });
    await renderRoute('/rounds/3');
    expect(
      await screen.findByText(
        'You were given Christmas week (22 Dec 2025 – 28 Dec 2025). It is booked for you.',
      ),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Give up this stay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give up Christmas week?' });
    expect(
      stub.requests.some((r) => r.method === 'POST' && r.url.startsWith('/api/bookings')),
    ).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Give up this stay' }));
    await waitFor(() =>
      expect(
        stub.requests.some((r) => r.method === 'POST' && r.url === '/api/bookings/50/cancel'),
      ).toBe(true),
    );
  });
});

describe("a round's blocks made from the season", () => {
  it('read in the member’s language, whoever made them', async () => {
    signIn();
    const made = round({
      blocks: [
        { id: 11, name: '@week:52', from: '2025/12/22', to: '2025/12/28' },
        { id: 12, name: '@midsummer', from: '2026/06/15', to: '2026/06/21' },
      ],
    });
    stubApi({ '/api/clock': clock, '/api/rounds': { body: { rounds: [made] } } });
    await renderRoute('/rounds/3', { language: 'sv' });
    expect(
      await screen.findByRole('button', { name: 'Lägg till Vecka 52 i din rangordning' }),
    ).toBeVisible();
    expect(screen.getAllByText('Vecka 52').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Midsommarveckan').length).toBeGreaterThan(0);
    expect(screen.queryByText(/@week|@midsummer/)).not.toBeInTheDocument();
  });
});
