import type { Cost, Money } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { readMeter } from '../../test/meter.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** Electricity split by what each stay used (DECISIONS §23): the meter × the price, the rest by shares. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let bo: Awaited<ReturnType<typeof loginAs>>;

const send = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: admin.headers, payload });

const bill = (amount: number, extra: object = {}) =>
  send('/api/admin/costs', {
    what: 'Elräkning februari',
    amount,
    kind: 'electricity',
    split: 'usage',
    day: '2025/02/28',
    paid_by: anna.user.id,
    ...extra,
  });

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Ek' });
  const owners = await send(
    '/api/admin/owners',
    {
      from: '2025/01/01',
      owners: [
        { user_id: anna.user.id, percent: 50 },
        { user_id: bo.user.id, percent: 50 },
      ],
    },
    'PUT',
  );
  expect(owners.statusCode, owners.body).toBe(200);
  // Anna's stay read on arrival and departure (200 kWh); Bo's on departure only (40 kWh since).
  await createPlan(t, anna.user.id, {
    options: [{ from: '2025-02-01', to: '2025-02-08', status: 'approved' }],
  });
  await createPlan(t, bo.user.id, {
    options: [{ from: '2025-02-15', to: '2025-02-17', status: 'approved' }],
  });
  const bookings = await t.app.db
    .selectFrom('booking')
    .select(['id', 'user_id'])
    .orderBy('from_date')
    .execute();
  await readMeter(t, [
    [bookings[0]!.id, 'arrival', 5100, anna.user.id],
    [bookings[0]!.id, 'departure', 5300, anna.user.id],
    [bookings[1]!.id, 'departure', 5340, bo.user.id],
  ]);
});
afterAll(() => t.close());

const partsOf = (cost: Cost) =>
  Object.fromEntries(
    cost.parts.map((part) => [
      part.name,
      [part.amount, part.unit, part.weight, part.of, part.kwh, part.kwh_price],
    ]),
  );

describe('electricity split by use', () => {
  it('is refused for another kind, and without a price per kWh', async () => {
    const insurance = await send('/api/admin/costs', {
      what: 'Försäkring',
      amount: 100_000,
      kind: 'insurance',
      split: 'usage',
      day: '2025/02/28',
      paid_by: null,
    });
    expect(insurance.statusCode).toBe(400);
    expect(json<{ code: string }>(insurance).code).toBe('api.cost.usageKind');
    const noPrice = await bill(100_000);
    expect(noPrice.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(noPrice)).toMatchObject({
      code: 'api.cost.noPrice',
      message: 'Set the price per kWh in the settings before splitting electricity by use.',
    });
  });

  it('charges each stay its kWh × the price and splits the rest by shares, exactly', async () => {
    const settings = await send(
      '/api/admin/money-settings',
      { kwh_price: 150, part_mail_over: 50_000 },
      'PUT',
    );
    expect(settings.statusCode, settings.body).toBe(200);
    const answer = await bill(100_001);
    expect(answer.statusCode, answer.body).toBe(201);
    const { cost } = json<{ cost: Cost }>(answer);
    // 200 kWh × 1,50 kr = 300 kr and 40 kWh × 1,50 kr = 60 kr; the other 640,01 kr: half each,
    // the odd öre to the lower id (Anna).
    expect(partsOf(cost)).toEqual({
      'Anna Berg': [30_000 + 32_001, 'usage', 5_000, 10_000, 200, 150],
      'Bo Ek': [6_000 + 32_000, 'usage', 5_000, 10_000, 40, 150],
    });
    expect(cost.period).toEqual({ from: '2025/02/01', to: '2025/02/28' });
    // The member reads her part with how it was worked out.
    const money = json<Money>(
      await t.app.inject({ method: 'GET', url: '/api/money', headers: anna.headers }),
    );
    expect(money.my_parts[0]).toMatchObject({ unit: 'usage', kwh: 200, kwh_price: 150 });
    // A correction cancels it member by member, the kWh kept.
    const fix = await send(`/api/admin/costs/${cost.id}/correct`, {});
    expect(fix.statusCode, fix.body).toBe(201);
    expect(partsOf(json<{ cost: Cost }>(fix).cost)).toEqual({
      'Anna Berg': [-62_001, 'usage', 5_000, 10_000, 200, 150],
      'Bo Ek': [-38_000, 'usage', 5_000, 10_000, 40, 150],
    });
  });

  it('splits a bill smaller than what the stays used by the kWh alone', async () => {
    const answer = await bill(30_000);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(partsOf(json<{ cost: Cost }>(answer).cost)).toEqual({
      'Anna Berg': [25_000, 'kwh', 200, 240, 200, 150],
      'Bo Ek': [5_000, 'kwh', 40, 240, 40, 150],
    });
  });

  it('counts only the stays leaving in the period', async () => {
    // March: nobody left, so all of it goes by shares.
    const answer = await bill(10_000, { day: '2025/03/31' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(partsOf(json<{ cost: Cost }>(answer).cost)).toEqual({
      'Anna Berg': [5_000, 'usage', 5_000, 10_000, 0, 150],
      'Bo Ek': [5_000, 'usage', 5_000, 10_000, 0, 150],
    });
  });
});
