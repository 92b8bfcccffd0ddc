import type { Cost, CostResponse, Costs } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, testDatabaseUrl, type TestApp } from '../../test/helpers.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** What the house pays, split among members exactly in öre, corrected and never removed (§23). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let bo: Awaited<ReturnType<typeof loginAs>>;
let vera: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Berg' });
  vera = await loginAs(t, 'trusted', { first_name: 'Vera', last_name: 'Lund' });
  const shares = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/owners',
    headers: admin.headers,
    payload: {
      from: '2025/01/01',
      owners: [
        { user_id: anna.user.id, percent: 60 },
        { user_id: bo.user.id, percent: 40 },
      ],
    },
  });
  expect(shares.statusCode, shares.body).toBe(200);
  // September: Anna's family (2 adults, 1 child) for 4 nights; Vera and a guest from the 20th
  // into October (11 nights in September); a cancelled stay of Bo's that counts for nothing.
  await createPlan(t, anna.user.id, {
    options: [{ from: '2025-09-01', to: '2025-09-05', status: 'approved' }],
  });
  await createPlan(t, vera.user.id, {
    options: [{ from: '2025-09-20', to: '2025-10-03', status: 'approved' }],
  });
  await createPlan(t, bo.user.id, {
    options: [{ from: '2025-09-10', to: '2025-09-15', status: 'cancelled' }],
  });
  await t.app.db
    .updateTable('booking')
    .set({ adults: 2, children: 1 })
    .where('user_id', '=', anna.user.id)
    .execute();
  await t.app.db
    .updateTable('booking')
    .set({ adults: 1, guests: 1 })
    .where('user_id', '=', vera.user.id)
    .execute();
});
afterAll(() => t.close());

const record = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/admin/costs', headers: admin.headers, payload });
const correct = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/admin/costs/${id}/correct`, headers: admin.headers });
const recorded = async (payload: object): Promise<Cost> => {
  const answer = await record(payload);
  expect(answer.statusCode, answer.body).toBe(201);
  return json<CostResponse>(answer).cost;
};
const partsOf = (cost: Cost) =>
  cost.parts.map(({ name, amount, weight, of, unit }) => ({ name, amount, weight, of, unit }));
const sum = (cost: Cost) => cost.parts.reduce((total, part) => total + part.amount, 0);
const insurance = {
  what: 'Home insurance 2025',
  amount: 480_000,
  day: '2025/09/01',
  kind: 'insurance',
  paid_by: null,
};

describe('a cost', () => {
  it("is split by the owners' shares by default for insurance, paid by the house's account", async () => {
    const cost = await recorded(insurance);
    expect(cost).toMatchObject({
      what: 'Home insurance 2025',
      amount: 480_000,
      day: '2025/09/01',
      kind: 'insurance',
      split: 'shares',
      paid_by: null,
      period: null,
      corrects: null,
      corrected_by: null,
      recorded_by: 'Ada Admin',
      can: { correct: true },
    });
    expect(partsOf(cost)).toEqual([
      { name: 'Anna Berg', amount: 288_000, weight: 6000, of: 10_000, unit: 'percent' },
      { name: 'Bo Berg', amount: 192_000, weight: 4000, of: 10_000, unit: 'percent' },
    ]);
  });

  it('for electricity is split by the person-nights of the stays in its month, by default', async () => {
    const cost = await recorded({
      what: 'Electricity September',
      amount: 300_000,
      day: '2025/09/30',
      kind: 'electricity',
      paid_by: bo.user.id,
    });
    expect(cost).toMatchObject({
      split: 'nights',
      paid_by: { id: bo.user.id, name: 'Bo Berg' },
      period: { from: '2025/09/01', to: '2025/09/30' },
    });
    // 12 and 22 of 34 person-nights: 105 882.35 and 194 117.65 öre; the öre left goes to the
    // larger remainder.
    expect(partsOf(cost)).toEqual([
      { name: 'Vera Lund', amount: 194_118, weight: 22, of: 34, unit: 'person_nights' },
      { name: 'Anna Berg', amount: 105_882, weight: 12, of: 34, unit: 'person_nights' },
    ]);
    expect(sum(cost)).toBe(300_000);
  });

  it('can be split equally among the owners, or by amounts per member that make the cost', async () => {
    const fee = await recorded({
      what: 'Property fee',
      amount: 100_001,
      day: '2025/06/15',
      kind: 'property_fee',
      split: 'equal',
      paid_by: anna.user.id,
    });
    expect(partsOf(fee)).toEqual([
      { name: 'Anna Berg', amount: 50_001, weight: 1, of: 2, unit: 'owners' },
      { name: 'Bo Berg', amount: 50_000, weight: 1, of: 2, unit: 'owners' },
    ]);
    const repair = await recorded({
      what: 'New jetty boards',
      amount: 90_000,
      day: '2025/07/01',
      kind: 'repairs',
      split: 'amounts',
      paid_by: null,
      amounts: [
        { user_id: vera.user.id, amount: 60_000 },
        { user_id: bo.user.id, amount: 30_000 },
      ],
    });
    expect(partsOf(repair)).toEqual([
      { name: 'Vera Lund', amount: 60_000, weight: 60_000, of: 90_000, unit: 'amount' },
      { name: 'Bo Berg', amount: 30_000, weight: 30_000, of: 90_000, unit: 'amount' },
    ]);
  });

  it('is refused when there is nobody to split it among, and nothing is kept', async () => {
    const before = (await t.app.db.selectFrom('cost').select('id').execute()).length;
    const early = await record({ ...insurance, day: '2024/12/31' });
    expect(early.statusCode).toBe(409);
    expect(json(early)).toMatchObject({
      code: 'api.cost.noOwners',
      message: "No owners are set for the cost's day: set the owners and their shares first.",
    });
    const empty = await record({
      ...insurance,
      kind: 'firewood',
      period: { from: '2025/08/01', to: '2025/08/31' },
    });
    expect(empty.statusCode).toBe(409);
    expect(json(empty)).toMatchObject({ code: 'api.cost.noNights' });
    expect((await t.app.db.selectFrom('cost').select('id').execute()).length).toBe(before);
  });

  it('refuses what it cannot take with the reason, never a 500', async () => {
    const refusals: [object, number, string][] = [
      [{ amount: 0 }, 400, 'api.cost.amount'],
      [{ amount: 1_000_000_001 }, 400, 'api.cost.amount'],
      [{ amount: 12.5 }, 400, 'api.cost.amount'],
      [{ amount: '480000' }, 400, 'api.cost.amount'],
      [{ what: '   ' }, 400, 'api.cost.what'],
      [{ what: 'x'.repeat(101) }, 400, 'api.cost.what'],
      [{ kind: 'champagne' }, 400, 'api.cost.kind'],
      [{ split: 'sideways' }, 400, 'api.cost.split'],
      [{ split: 'usage' }, 400, 'api.cost.usageKind'],
      [{ repeats: 'weekly' }, 400, 'api.cost.repeats'],
      [{ paid_by: 999_999 }, 400, 'api.cost.noPayer'],
      [{ paid_by: 'house' }, 400, 'api.cost.payer'],
      [{ day: '2025-09-01' }, 400, 'api.stay.date'],
      [{ period: { from: '2025/09/30', to: '2025/09/01' } }, 400, 'api.cost.period'],
      [{ amounts: [{ user_id: anna.user.id, amount: 480_000 }] }, 400, 'api.cost.amountsOnly'],
      [
        { split: 'amounts', amounts: [{ user_id: anna.user.id, amount: 479_999 }] },
        400,
        'api.cost.amounts',
      ],
      [
        { split: 'amounts', amounts: [{ user_id: 999_999, amount: 480_000 }] },
        400,
        'api.cost.noMember',
      ],
    ];
    for (const [change, status, code] of refusals) {
      const answer = await record({ ...insurance, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(status);
      expect(json(answer), JSON.stringify(change)).toMatchObject({ code });
    }
  });
});

describe('a correction', () => {
  it('cancels a cost part by part and keeps both; a cost is corrected once', async () => {
    const cost = await recorded({ ...insurance, what: 'Insurance, wrong amount', amount: 48_000 });
    const answer = await correct(cost.id);
    expect(answer.statusCode, answer.body).toBe(201);
    const correction = json<CostResponse>(answer).cost;
    expect(correction).toMatchObject({
      what: 'Insurance, wrong amount',
      amount: -48_000,
      day: '2025/09/01',
      corrects: cost.id,
      can: { correct: false },
    });
    expect(partsOf(correction)).toEqual([
      { name: 'Anna Berg', amount: -28_800, weight: 6000, of: 10_000, unit: 'percent' },
      { name: 'Bo Berg', amount: -19_200, weight: 4000, of: 10_000, unit: 'percent' },
    ]);
    const year = json<Costs>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/costs?year=2025&kind=insurance',
        headers: admin.headers,
      }),
    );
    const original = year.costs.find((each) => each.id === cost.id)!;
    expect(original).toMatchObject({ corrected_by: correction.id, can: { correct: false } });
    expect(year.costs.map((each) => each.kind)).toEqual(year.costs.map(() => 'insurance'));

    expect(json(await correct(cost.id))).toMatchObject({ code: 'api.cost.corrected' });
    expect((await correct(cost.id)).statusCode).toBe(409);
    expect(json(await correct(correction.id))).toMatchObject({ code: 'api.cost.isCorrection' });
    const none = await correct(999_999);
    expect(none.statusCode).toBe(404);
    expect(json(none)).toMatchObject({ code: 'api.cost.none' });
  });

  it('made by two admins at once is made once', async () => {
    const cost = await recorded({ ...insurance, what: 'Insurance twice', amount: 1_000 });
    const answers = await Promise.all([correct(cost.id), correct(cost.id), correct(cost.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const corrections = await t.app.db
      .selectFrom('cost')
      .select('id')
      .where('corrects', '=', cost.id)
      .execute();
    expect(corrections).toHaveLength(1);
  });
});

describe("a year's costs", () => {
  it('are listed by year and kind, the latest first', async () => {
    const read = async (query: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/admin/costs?${query}`,
        headers: admin.headers,
      });
      return answer;
    };
    const all = json<Costs>(await read('year=2025'));
    const days = all.costs.map((cost) => cost.day);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(all.costs.map((cost) => cost.kind))).toEqual(
      new Set(['insurance', 'electricity', 'property_fee', 'repairs']),
    );
    expect(json<Costs>(await read('year=2024')).costs).toEqual([]);
    expect(json<Costs>(await read('year=2025&kind=repairs')).costs.map((c) => c.what)).toEqual([
      'New jetty boards',
    ]);
    expect((await read('year=1999')).statusCode).toBe(400);
    expect((await read('year=2025&kind=wine')).statusCode).toBe(400);
    // An owner reads them, and corrects none; a member who owns no share is refused.
    const owner = await t.app.inject({
      method: 'GET',
      url: '/api/admin/costs?year=2025',
      headers: anna.headers,
    });
    expect(owner.statusCode).toBe(200);
    expect(json<Costs>(owner).costs.length).toBe(all.costs.length);
    expect(json<Costs>(owner).costs.every((cost) => !cost.can.correct)).toBe(true);
    const notOwner = await t.app.inject({
      method: 'GET',
      url: '/api/admin/costs?year=2025',
      headers: vera.headers,
    });
    expect(notOwner.statusCode).toBe(403);
    expect(json(notOwner)).toMatchObject({ code: 'api.cost.ownersOnly' });
  });
});

describe('a repeating cost', () => {
  it('comes again on its days by itself, once whichever process comes first, split anew', async () => {
    const rent = await recorded({
      what: 'Internet',
      amount: 30_001,
      day: '2025/06/15',
      kind: 'other',
      paid_by: null,
      repeats: 'monthly',
    });
    const other = await createTestApp({ seed: false, shareWith: t });
    try {
      // Two processes run the chore at once: each coming is made once. At once on PostgreSQL;
      // SQLite serves one process, so there one after the other (two apps in one test process
      // would block each other's synchronous lock wait).
      if (testDatabaseUrl) {
        await Promise.all([t.app.jobs.runChores(), other.app.jobs.runChores()]);
      } else {
        await t.app.jobs.runChores();
        await other.app.jobs.runChores();
      }
      await t.app.jobs.runChores();
    } finally {
      await other.close();
    }
    const comings = await t.app.db
      .selectFrom('cost')
      .select(['id', 'day', 'amount', 'what', 'repeats'])
      .where('repeat_of', '=', rent.id)
      .orderBy('day')
      .execute();
    // Today is 12 September: July and August have come, September's has not.
    expect(
      comings.map(({ day, amount, what, repeats }) => ({ day, amount, what, repeats })),
    ).toEqual([
      { day: '2025-07-15', amount: 30_001, what: 'Internet', repeats: null },
      { day: '2025-08-15', amount: 30_001, what: 'Internet', repeats: null },
    ]);
    const august = json<Costs>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/costs?year=2025&kind=other',
        headers: admin.headers,
      }),
    ).costs.find((cost) => cost.day === '2025/08/15')!;
    // It says which cost it came from.
    expect(august.came_from).toEqual({ id: rent.id, day: '2025/06/15' });
    expect(august.receipt).toBeNull();
    expect(partsOf(august)).toEqual([
      { name: 'Anna Berg', amount: 18_001, weight: 6000, of: 10_000, unit: 'percent' },
      { name: 'Bo Berg', amount: 12_000, weight: 4000, of: 10_000, unit: 'percent' },
    ]);

    // Corrected, it stops: a month later nothing more comes.
    expect((await correct(rent.id)).statusCode).toBe(201);
    t.clock.advance(40 * 24 * 60 * 60_000);
    try {
      await t.app.jobs.runChores();
    } finally {
      t.clock.advance(-40 * 24 * 60 * 60_000);
    }
    const after = await t.app.db
      .selectFrom('cost')
      .select('id')
      .where('repeat_of', '=', rent.id)
      .execute();
    expect(after).toHaveLength(2);
  });
});
