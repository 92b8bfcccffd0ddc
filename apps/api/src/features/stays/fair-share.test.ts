import {
  DEFAULT_HIGH_SEASON,
  type FairShareTable,
  type HighSeason,
  type OwnFairShare,
  type PendingApprovals,
  withPendingPlans,
} from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** The fair share (DECISIONS §16); the tests' today is 12 September 2025. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let olle: Awaited<ReturnType<typeof loginAs>>;
let vera: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  olle = await loginAs(t, 'trusted', { first_name: 'Olle', last_name: 'Ek' });
  vera = await loginAs(t, 'verified', { first_name: 'Vera', last_name: 'Ved' });
  const id = anna.user.id;
  // Midsummer week 2025 (Monday 16 to Sunday 22 June): 4 nights, all high season.
  await createPlan(t, id, {
    options: [{ from: '2025-06-16', to: '2025-06-20', status: 'approved' }],
  });
  // Over New Year: 2 nights in 2025 and 3 in 2026, all high season.
  await createPlan(t, id, {
    options: [{ from: '2025-12-30', to: '2026-01-04', status: 'committed' }],
  });
  // 3 nights in May: not high season.
  await createPlan(t, id, {
    options: [{ from: '2025-05-02', to: '2025-05-05', status: 'approved' }],
  });
  // A cancelled stay: counted once, its nights not at all.
  await createPlan(t, id, {
    options: [{ from: '2025-10-01', to: '2025-10-08', status: 'cancelled' }],
  });
  // A request that ended declined, two options of it: one declined request.
  await createPlan(t, id, {
    options: [
      { from: '2025-07-01', to: '2025-07-05', status: 'declined', reason: 'No' },
      { from: '2025-07-10', to: '2025-07-15', status: 'declined', reason: 'No' },
    ],
  });
  // Declined options of a plan that got a stay, or is still open, are not declined requests.
  await createPlan(t, id, {
    options: [
      { from: '2025-11-01', to: '2025-11-03', status: 'declined', reason: 'Same plan' },
      { from: '2025-11-10', to: '2025-11-12', status: 'approved' },
    ],
  });
  await createPlan(t, id, {
    expiry: '2026-01-01',
    options: [
      { from: '2025-11-20', to: '2025-11-22', status: 'declined', reason: 'No' },
      { from: '2025-12-01', to: '2025-12-03', status: 'pending' },
    ],
  });
});
afterAll(() => t.close());

const get = (url: string, headers: object) =>
  t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const put = (url: string, headers: object, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: headers as Record<string, string>, payload });

describe('a member’s own fair share', () => {
  it('counts this year’s nights, high-season nights, declined requests and cancelled stays', async () => {
    const answer = await get('/api/fair-share', anna.headers);
    expect(answer.statusCode).toBe(200);
    // 4 + 2 + 3 + 2 nights (11 to 12 November); high season 4 + 2.
    expect(json<OwnFairShare>(answer).share).toEqual({
      year: 2025,
      nights: 11,
      high_season_nights: 6,
      declined: 1,
      cancelled: 1,
    });
    expect(json<OwnFairShare>(await get('/api/fair-share', olle.headers)).share).toMatchObject({
      nights: 0,
      declined: 0,
    });
  });

  it('is for members who can book', async () => {
    expect((await get('/api/fair-share', vera.headers)).statusCode).toBe(403);
    expect((await get('/api/fair-share', {})).statusCode).toBe(401);
  });
});

describe('the Fair share table', () => {
  it('lists every member who can book, by name, for this year or another', async () => {
    const answer = await get('/api/admin/fair-share', admin.headers);
    expect(answer.statusCode).toBe(200);
    const table = json<FairShareTable>(answer);
    expect(table.year).toBe(2025);
    expect(table.years).toEqual([2025, 2024]);
    expect(table.rows.map((row) => row.name)).toEqual(['Ada Admin', 'Anna Berg', 'Olle Ek']);
    expect(table.rows[1]).toMatchObject({ user_id: anna.user.id, nights: 11, declined: 1 });

    const next = json<FairShareTable>(await get('/api/admin/fair-share?year=2026', admin.headers));
    expect(next.rows[1]).toMatchObject({ year: 2026, nights: 3, high_season_nights: 3 });
  });

  it('keeps a member with something counted after they lost booking access', async () => {
    await createPlan(t, vera.user.id, {
      options: [{ from: '2024-03-01', to: '2024-03-04', status: 'approved' }],
    });
    const table = json<FairShareTable>(await get('/api/admin/fair-share?year=2024', admin.headers));
    expect(table.rows.find((row) => row.name === 'Vera Ved')).toMatchObject({ nights: 3 });
    expect(
      json<FairShareTable>(await get('/api/admin/fair-share', admin.headers)).rows.some(
        (row) => row.name === 'Vera Ved',
      ),
    ).toBe(false);
  });

  it('is for admins, and refuses a year that is not one', async () => {
    expect((await get('/api/admin/fair-share', anna.headers)).statusCode).toBe(403);
    const bad = await get('/api/admin/fair-share?year=soon', admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Choose a year.' });
  });
});

describe('high season', () => {
  it('starts from DECISIONS §16 and counts by what the admins set', async () => {
    const answer = await get('/api/admin/high-season', admin.headers);
    expect(json<HighSeason>(answer).periods).toEqual(DEFAULT_HIGH_SEASON);

    const autumn = { kind: 'dates', name: ' Autumn ', from: '10-01', to: '11-30' };
    const saved = await put('/api/admin/high-season', admin.headers, { periods: [autumn] });
    expect(saved.statusCode).toBe(200);
    expect(json<HighSeason>(saved).periods).toEqual([{ ...autumn, name: 'Autumn' }]);
    // Only 11 to 12 November is in the new high season.
    expect(json<OwnFairShare>(await get('/api/fair-share', anna.headers)).share).toMatchObject({
      nights: 11,
      high_season_nights: 2,
    });
    await put('/api/admin/high-season', admin.headers, { periods: DEFAULT_HIGH_SEASON });
  });

  it('refuses periods that are not dates, weeks out of order, and members', async () => {
    const refused = async (period: object, message: string) => {
      const answer = await put('/api/admin/high-season', admin.headers, { periods: [period] });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message });
    };
    await refused(
      { kind: 'dates', name: 'Leap', from: '02-29', to: '03-01' },
      '29 February is not in every year; choose 28 February or 1 March.',
    );
    await refused(
      { kind: 'dates', name: 'Odd', from: '13-01', to: '13-02' },
      'Write the day as month and day, e.g. 07-01.',
    );
    await refused(
      { kind: 'weeks', name: 'Back', from: 10, to: 7 },
      'The first week must not come after the last.',
    );
    await refused({ kind: 'weeks', name: 'Long', from: 1, to: 53 }, 'Weeks run from 1 to 52.');
    await refused({ kind: 'midsummer', name: '  ' }, 'Give the period a name.');
    expect((await put('/api/admin/high-season', anna.headers, { periods: [] })).statusCode).toBe(
      403,
    );
    // Nothing was stored by the refusals.
    expect(json<HighSeason>(await get('/api/admin/high-season', admin.headers)).periods).toEqual(
      DEFAULT_HIGH_SEASON,
    );
  });
});

describe('the fair share in the approval panel', () => {
  it('shows each request its member’s line, and flags who had no high season', async () => {
    // Olle and Anna ask for the same days; Anna had Midsummer week, Olle no high season.
    await createPlan(t, olle.user.id, {
      title: 'Olle in October',
      expiry: '2025-12-01',
      options: [{ from: '2025-10-20', to: '2025-10-24' }],
    });
    await createPlan(t, anna.user.id, {
      title: 'Anna in October',
      expiry: '2025-12-01',
      options: [{ from: '2025-10-22', to: '2025-10-26' }],
    });
    const answer = await get('/api/admin/pending-approvals', admin.headers);
    expect(answer.statusCode).toBe(200);
    const view = withPendingPlans(json<PendingApprovals>(answer));
    const [group] = view.conflicts;
    const olles = group!.find((o) => o.plan.title === 'Olle in October')!;
    const annas = group!.find((o) => o.plan.title === 'Anna in October')!;
    expect(olles).toMatchObject({ plan: { user_id: olle.user.id }, no_high_season: true });
    expect(annas).toMatchObject({ plan: { user_id: anna.user.id }, no_high_season: false });
    const shareOf = (id: number) => view.fair_shares.find((share) => share.user_id === id);
    expect(shareOf(olle.user.id)).toEqual({
      user_id: olle.user.id,
      year: 2025,
      nights: 0,
      high_season_nights: 0,
      declined: 0,
      cancelled: 0,
    });
    expect(shareOf(anna.user.id)).toMatchObject({
      nights: 11,
      high_season_nights: 6,
      declined: 1,
      cancelled: 1,
    });
  });
});
