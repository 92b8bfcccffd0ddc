import type { MoneyYear } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { readMeter } from '../../test/meter.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** The year's statement for the annual meeting: a page and a CSV that agree (DECISIONS §23). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let bo: Awaited<ReturnType<typeof loginAs>>;
let verified: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  // A name a spreadsheet would read as a formula.
  bo = await loginAs(t, 'trusted', { first_name: '=HYPERLINK("x")', last_name: 'Bo' });
  verified = await loginAs(t, 'verified');
  const put = (url: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: admin.headers, payload });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
  expect(
    (
      await put('/api/admin/owners', {
        from: '2025/01/01',
        owners: [
          { user_id: anna.user.id, percent: 50 },
          { user_id: bo.user.id, percent: 50 },
        ],
      })
    ).statusCode,
  ).toBe(200);
  const costs = [
    {
      what: 'Insurance',
      amount: 480_000,
      kind: 'insurance',
      day: '2025/03/01',
      paid_by: anna.user.id,
    },
    {
      what: 'Firewood',
      amount: 120_001,
      kind: 'firewood',
      split: 'equal',
      day: '2025/10/01',
      paid_by: null,
    },
    // Last year's: not in this year's statement.
    { what: 'Old roof', amount: 999_900, kind: 'repairs', day: '2024/06/01', paid_by: null },
  ];
  for (const cost of costs) {
    const answer = await post('/api/admin/costs', cost);
    // Owners start in 2025: the roof of 2024 has nobody to split among.
    expect(answer.statusCode, answer.body).toBe(cost.day.startsWith('2024') ? 409 : 201);
  }
  // Two stays with their fees, one confirmed paid; the meter read at arrival and departure.
  await createPlan(t, anna.user.id, {
    options: [
      { from: '2025-01-10', to: '2025-01-12', status: 'approved' },
      { from: '2025-02-01', to: '2025-02-08', status: 'approved' },
    ],
  });
  const [first, second] = await t.app.db
    .selectFrom('booking')
    .select('id')
    .orderBy('from_date')
    .execute();
  const stamp = t.clock.now().toISOString();
  await t.app.db
    .updateTable('booking')
    .set({ fee: 250_000, paid_at: stamp, payment_confirmed_at: stamp })
    .where('id', '=', first!.id)
    .execute();
  await t.app.db
    .updateTable('booking')
    .set({ fee: 500_000 })
    .where('id', '=', second!.id)
    .execute();
  await readMeter(t, [
    [first!.id, 'arrival', 5000, anna.user.id],
    [first!.id, 'departure', 5040, anna.user.id],
    [second!.id, 'arrival', 5100, anna.user.id],
    [second!.id, 'departure', 5300, anna.user.id],
  ]);
});
afterAll(() => t.close());

const get = (url: string, headers = anna.headers) => t.app.inject({ method: 'GET', url, headers });

describe("the year's statement", () => {
  it('gives the costs by kind, the fees, each member’s year and the electricity used', async () => {
    const answer = await get('/api/money/years/2025');
    expect(answer.statusCode, answer.body).toBe(200);
    const year = json<MoneyYear>(answer);
    expect(year.costs).toEqual([
      { kind: 'electricity', amount: 0 },
      { kind: 'insurance', amount: 480_000 },
      { kind: 'property_fee', amount: 0 },
      { kind: 'repairs', amount: 0 },
      { kind: 'firewood', amount: 120_001 },
      { kind: 'other', amount: 0 },
    ]);
    expect(year.total).toBe(600_001);
    expect(year.income).toEqual({ confirmed: 250_000, open: 500_000 });
    expect(year.members).toEqual([
      { user_id: bo.user.id, name: '=HYPERLINK("x") Bo', paid: 0, parts: 300_000, net: -300_000 },
      { user_id: anna.user.id, name: 'Anna Berg', paid: 480_000, parts: 300_001, net: 179_999 },
    ]);
    expect(year.months.slice(0, 3)).toEqual([
      { month: '2025-01', kwh: 40 },
      { month: '2025-02', kwh: 260 },
      { month: '2025-03', kwh: 0 },
    ]);
    expect(year.stays.map(({ name, from, to, kwh }) => ({ name, from, to, kwh }))).toEqual([
      { name: 'Anna Berg', from: '2025/01/10', to: '2025/01/12', kwh: 40 },
      { name: 'Anna Berg', from: '2025/02/01', to: '2025/02/08', kwh: 200 },
    ]);
  });

  it('as CSV holds the same figures, its cells never formulas, in each language', async () => {
    const english = await get('/api/money/years/2025/csv?language=en');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe('attachment; filename="money-2025.csv"');
    expect(english.body.split('\r\n')).toEqual([
      'section,item,laid_out_sek,parts_sek,amount_sek',
      'cost,electricity,,,0.00',
      'cost,insurance,,,4800.00',
      'cost,property fee,,,0.00',
      'cost,repairs,,,0.00',
      'cost,firewood,,,1200.01',
      'cost,other,,,0.00',
      'cost,total costs,,,6000.01',
      'stay fees,confirmed,,,2500.00',
      'stay fees,not yet confirmed,,,5000.00',
      `member,"'=HYPERLINK(""x"") Bo",0.00,3000.00,-3000.00`,
      'member,Anna Berg,4800.00,3000.01,1799.99',
      '',
    ]);
    const swedish = await get('/api/money/years/2025/csv?language=sv');
    expect(swedish.body.split('\r\n').slice(0, 3)).toEqual([
      'del;post;utlagt_kr;delar_kr;belopp_kr',
      'kostnad;el;;;0,00',
      'kostnad;försäkring;;;4800,00',
    ]);
    expect(swedish.body).toContain(`medlem;"'=HYPERLINK(""x"") Bo";0,00;3000,00;-3000,00`);
  });

  it('is for members with booking access, for a year from 2000 to 2100', async () => {
    expect((await get('/api/money/years/2025', verified.headers)).statusCode).toBe(403);
    expect((await get('/api/money/years/1999')).statusCode).toBe(400);
    expect((await get('/api/money/years/2025/csv?language=fi')).statusCode).toBe(400);
    const empty = json<MoneyYear>(await get('/api/money/years/2030'));
    expect(empty).toMatchObject({ total: 0, members: [], stays: [] });
  });
});
