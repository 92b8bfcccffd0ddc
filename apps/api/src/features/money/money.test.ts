import type { CostResponse, Money } from '@stuga/shared';
import QrCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

/** Balances and settling up with Swish (DECISIONS §23). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let bo: Awaited<ReturnType<typeof loginAs>>;
let cleo: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Berg' });
  cleo = await loginAs(t, 'trusted', { first_name: 'Cleo', last_name: 'Berg' });
  const shares = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/owners',
    headers: admin.headers,
    payload: {
      from: '2025/01/01',
      owners: [
        { user_id: anna.user.id, percent: 50 },
        { user_id: bo.user.id, percent: 25 },
        { user_id: cleo.user.id, percent: 25 },
      ],
    },
  });
  expect(shares.statusCode, shares.body).toBe(200);
});
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof loginAs>>;
const money = async (who: Who) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/money', headers: who.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return json<Money>(answer);
};
const cost = async (payload: object) => {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/admin/costs',
    headers: admin.headers,
    payload: { kind: 'insurance', day: '2025/09/01', ...payload },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return json<CostResponse>(answer).cost;
};
const pay = (who: Who, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/money/settlements', headers: who.headers, payload });
const confirm = (who: Who, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/money/settlements/${id}/confirm`,
    headers: who.headers,
  });
const balanceOf = (view: Money, who: Who) =>
  view.balances.find((line) => line.user_id === who.user.id)?.balance ?? 0;

describe('the balances', () => {
  it('are what each laid out less their parts, the house owed what it paid; they sum to nothing', async () => {
    // Anna lays out the insurance, 4 000 kr; the house's account pays a repair of 1 000 kr.
    await cost({ what: 'Insurance', amount: 400_000, paid_by: anna.user.id });
    await cost({ what: 'Gutter', amount: 100_000, kind: 'repairs', paid_by: null });
    const view = await money(bo);
    expect(view.balances).toEqual([
      {
        user_id: anna.user.id,
        name: 'Anna Berg',
        paid: 400_000,
        parts: 250_000,
        settled: 0,
        balance: 150_000,
        fees: 0,
      },
      {
        user_id: bo.user.id,
        name: 'Bo Berg',
        paid: 0,
        parts: 125_000,
        settled: 0,
        balance: -125_000,
        fees: 0,
      },
      {
        user_id: cleo.user.id,
        name: 'Cleo Berg',
        paid: 0,
        parts: 125_000,
        settled: 0,
        balance: -125_000,
        fees: 0,
      },
    ]);
    expect(view.house).toBe(100_000);
    expect(view.balances.reduce((sum, line) => sum + line.balance, view.house)).toBe(0);
    expect(
      view.my_parts.map(({ what, amount, weight, of, unit }) => ({
        what,
        amount,
        weight,
        of,
        unit,
      })),
    ).toEqual([
      { what: 'Gutter', amount: 25_000, weight: 2500, of: 10_000, unit: 'percent' },
      { what: 'Insurance', amount: 100_000, weight: 2500, of: 10_000, unit: 'percent' },
    ]);
  });

  it('are cleared by the fewest payments, each with a Swish QR code to the payee’s own number', async () => {
    let view = await money(bo);
    // Four with a balance: three payments at most; here Bo and Cleo pay.
    expect(view.proposals.length).toBeLessThanOrEqual(3);
    const bos = view.proposals.filter((proposal) => proposal.from.id === bo.user.id);
    expect(bos).toHaveLength(1);
    // Anna has no Swish number yet: said plainly, nothing to scan.
    expect(bos[0]).toMatchObject({ swish: null, can: { mark_paid: true } });
    const others = view.proposals.filter((proposal) => proposal.from.id !== bo.user.id);
    expect(others.every((proposal) => !proposal.can.mark_paid && proposal.swish === null)).toBe(
      true,
    );

    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/money/swish',
      headers: anna.headers,
      payload: { swish: '070-123 45 67' },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(json<Money>(own).my_swish).toBe('070-123 45 67');
    // A field of her profile: read as it is kept, hers only.
    const read = (who: typeof anna) =>
      t.app.inject({ method: 'GET', url: '/api/money/swish', headers: who.headers });
    expect(json(await read(anna))).toEqual({ swish: '070-123 45 67' });
    expect(json(await read(bo))).toEqual({ swish: null });
    view = await money(bo);
    const proposal = view.proposals.find((each) => each.from.id === bo.user.id)!;
    // Bo owes 1 250 kr, Anna is owed 1 500 kr: the largest debt pays the largest claim.
    expect(proposal).toMatchObject({
      from: { id: bo.user.id, name: 'Bo Berg' },
      to: { id: anna.user.id, name: 'Anna Berg' },
      amount: 125_000,
    });
    expect(proposal.swish).toMatchObject({ payee: '070-123 45 67', message: 'Stuga Bo Berg' });
    expect(proposal.swish!.url).toMatch(/^swish:\/\/payment\?data=/);
    // The QR code says what the link says: Anna's number, the amount, the message, all locked.
    const expected = await QrCode.toString('C0701234567;1250,00;Stuga%20Bo%20Berg;7', {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 4,
      color: { dark: '#000000', light: '#ffffff' },
    });
    expect(proposal.swish!.qr).toBe(expected);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/money/swish',
      headers: anna.headers,
      payload: { swish: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ code: 'api.fee.swish' });
  });

  it('move when the payer marks a payment paid, and the payee confirms it once', async () => {
    const before = await money(bo);
    const proposal = before.proposals.find((each) => each.from.id === bo.user.id)!;
    // Only the payer marks it; more than is owed is refused.
    expect(
      (await pay(cleo, { from: bo.user.id, to: proposal.to.id, amount: proposal.amount }))
        .statusCode,
    ).toBe(403);
    const much = await pay(bo, { from: bo.user.id, to: proposal.to.id, amount: 125_001 });
    expect(much.statusCode).toBe(409);
    expect(json(much)).toMatchObject({ code: 'api.money.tooMuch' });

    // Marked twice at once (a double tap on two phones): kept once.
    const answers = await Promise.all([
      pay(bo, { from: bo.user.id, to: proposal.to.id, amount: 125_000 }),
      pay(bo, { from: bo.user.id, to: proposal.to.id, amount: 125_000 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const after = await money(bo);
    expect(balanceOf(after, bo)).toBe(0);
    expect(after.proposals.some((each) => each.from.id === bo.user.id)).toBe(false);
    const waiting = after.settlements.find((each) => each.from.id === bo.user.id)!;
    expect(waiting).toMatchObject({ amount: 125_000, confirmed_at: null, can: { confirm: false } });

    // The payee confirms, once; nobody else may.
    const confirmer = anna;
    expect((await confirm(cleo, waiting.id)).statusCode).toBe(403);
    const done = await confirm(confirmer, waiting.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(json<Money>(done).settlements.find((each) => each.id === waiting.id)).toMatchObject({
      can: { confirm: false },
    });
    expect(json(await confirm(confirmer, waiting.id))).toMatchObject({
      code: 'api.money.confirmed',
    });
    expect((await confirm(confirmer, 999_999)).statusCode).toBe(404);
  });

  it('settle to nothing once everyone has paid what is proposed', async () => {
    for (let round = 0; round < 4; round += 1) {
      const view = await money(admin);
      if (view.proposals.length === 0) break;
      for (const proposal of view.proposals) {
        const payer = [anna, bo, cleo].find((who) => who.user.id === proposal.from.id) ?? admin;
        const answer = await pay(payer, {
          from: proposal.from.id,
          to: proposal.to.id,
          amount: proposal.amount,
        });
        expect(answer.statusCode, answer.body).toBe(201);
      }
    }
    const view = await money(admin);
    expect(view.proposals).toEqual([]);
    expect(view.balances.every((line) => line.balance === 0)).toBe(true);
    expect(view.house).toBe(0);
  });

  it('refuse what they cannot take', async () => {
    const refusals: [object, string][] = [
      [{ from: bo.user.id, to: bo.user.id, amount: 1 }, 'api.money.same'],
      [{ from: bo.user.id, to: null, amount: 0 }, 'api.cost.amount'],
      [{ from: bo.user.id, to: null, amount: 1.5 }, 'api.cost.amount'],
      [{ from: bo.user.id, to: 'house', amount: 1 }, 'api.money.party'],
      [{ from: bo.user.id, to: 999_999, amount: 1 }, 'api.money.noMember'],
    ];
    for (const [payload, code] of refusals) {
      const answer = await pay(bo, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(answer)).toMatchObject({ code });
    }
    // Only an admin pays for the house's account.
    expect((await pay(bo, { from: null, to: bo.user.id, amount: 1 })).statusCode).toBe(403);
  });
});
