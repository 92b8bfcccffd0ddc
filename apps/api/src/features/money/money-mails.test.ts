import type { Cost, MoneySettings } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { bothLook, moveTo } from '../../test/processes.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { loginAs } from '../../test/users.js';

/** The money's mails (DECISIONS §23): a large part of a new cost, and the month's balance owed. */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const apps: TestApp[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});
afterAll(() => sink.close());

/** The house at `now` (ISO), with a second process on the same database. */
async function houseAt(now: string) {
  const env = { APP_NOW: now, SMTP_URL: sink.url };
  const t = await createTestApp({ seed: false, env });
  apps.push(t);
  const other = await createTestApp({ seed: false, env, shareWith: t });
  apps.push(other);
  const admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  const member = (first: string, language = 'en') =>
    loginAs(t, 'trusted', {
      first_name: first,
      last_name: 'Holm',
      email: `${first.toLowerCase()}@example.com`,
      language,
    });
  const [anna, bo, cai] = [await member('Anna', 'sv'), await member('Bo'), await member('Cai')];
  const send = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin.headers) =>
    t.app.inject({ method, url, headers, payload });
  const owners = await send('PUT', '/api/admin/owners', {
    from: '2025/01/01',
    owners: [
      { user_id: anna.user.id, percent: 40 },
      { user_id: bo.user.id, percent: 40 },
      { user_id: cai.user.id, percent: 20 },
    ],
  });
  expect(owners.statusCode, owners.body).toBe(200);
  return { t, other, admin, anna, bo, cai, send };
}

/** The mails received since `from` (an index into the sink), read. */
const mailsSince = (from: number) =>
  Promise.all(sink.received.slice(from).map((mail) => simpleParser(mail.source)));

const addressOf = (mail: Awaited<ReturnType<typeof simpleParser>>) =>
  mail.to && !Array.isArray(mail.to) ? mail.to.text : '';

const settle = async (...ts: TestApp[]) => {
  for (const t of ts) await t.app.backgroundIdle();
};

describe("the money's settings", () => {
  it('are read and set by the admins only, refused when out of range', async () => {
    const { t, anna, send } = await houseAt('2025-05-10T10:00:00.000Z');
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/money-settings' });
    expect(read.statusCode).toBe(401);
    const asMember = await send('PUT', '/api/admin/money-settings', {}, anna.headers);
    expect(asMember.statusCode).toBe(403);
    const [defaults] = await Promise.all([
      send('PUT', '/api/admin/money-settings', { kwh_price: null, part_mail_over: 50_000 }),
    ]);
    expect(json<MoneySettings>(defaults!)).toEqual({ kwh_price: null, part_mail_over: 50_000 });
    for (const bad of [
      { kwh_price: 0, part_mail_over: 50_000 },
      { kwh_price: 1.5, part_mail_over: 50_000 },
      { kwh_price: 10_001, part_mail_over: 50_000 },
      { kwh_price: '150', part_mail_over: 50_000 },
      { kwh_price: 150, part_mail_over: -1 },
      { kwh_price: 150 },
    ]) {
      const answer = await send('PUT', '/api/admin/money-settings', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json<{ code: string }>(answer).code).toMatch(/^api\.money\.(kwhPrice|mailOver)$/);
    }
    const set = await send('PUT', '/api/admin/money-settings', {
      kwh_price: 150,
      part_mail_over: 0,
    });
    expect(json<MoneySettings>(set)).toEqual({ kwh_price: 150, part_mail_over: 0 });
  });
});

describe('a new cost', () => {
  it('mails each member whose part is over the setting, in their language, unless turned off', async () => {
    const { t, other, bo, cai, send } = await houseAt('2025-05-10T10:00:00.000Z');
    // Cai turned the money's new parts off; a suspended owner is not mailed either.
    const off = await send(
      'PUT',
      '/api/profile/mail-choices',
      {
        choices: {
          before: 'now',
          eve: 'now',
          departure: 'now',
          after: 'now',
          cost: 'off',
          balance: 'now',
          chore: 'now',
        },
      },
      cai.headers,
    );
    expect(off.statusCode, off.body).toBe(200);
    const start = sink.received.length;
    // 4 800 kr by shares: 1 920 kr each to Anna and Bo, 960 kr to Cai; all over 500 kr.
    const insurance = await send('POST', '/api/admin/costs', {
      what: 'Hemförsäkring',
      amount: 480_000,
      kind: 'insurance',
      day: '2025/05/01',
      paid_by: null,
    });
    expect(insurance.statusCode, insurance.body).toBe(201);
    // 1 000 kr by shares: 400 kr and 200 kr, none over 500 kr.
    await send('POST', '/api/admin/costs', {
      what: 'Ved',
      amount: 100_000,
      kind: 'firewood',
      split: 'shares',
      day: '2025/05/02',
      paid_by: null,
    });
    await settle(t, other);
    const mails = await mailsSince(start);
    const to = (address: string) => mails.filter((mail) => addressOf(mail) === address);
    expect(mails).toHaveLength(2);
    expect(to('cai@example.com')).toEqual([]);
    const [toAnna] = to('anna@example.com');
    expect(toAnna!.subject).toMatch(/^Din del av en ny kostnad: 1\s920\skr$/);
    expect(toAnna!.text).toContain('Hemförsäkring');
    expect(toAnna!.text).toMatch(/Din del av den är 1\s920\skr\./);
    expect(toAnna!.text).toMatch(/gör upp med Swish: http\S+\/money/);
    const [toBo] = to('bo@example.com');
    expect(toBo!.subject).toMatch(/^Your part of a new cost: 1\s920\skr$/);
    expect(toBo!.text).toMatch(/turn them off: http\S+\/profile/);

    // Suspended now: Bo is not mailed of the next one, whatever his part.
    await t.app.db
      .updateTable('users')
      .set({ suspended_at: t.clock.now().toISOString() })
      .where('id', '=', bo.user.id)
      .execute();
    const next = sink.received.length;
    await send('POST', '/api/admin/costs', {
      what: 'Fastighetsavgift',
      amount: 300_000,
      kind: 'property_fee',
      day: '2025/05/03',
      paid_by: null,
    });
    await settle(t, other);
    expect((await mailsSince(next)).map(addressOf)).toEqual(['anna@example.com']);
  });
});

describe('a cost that comes again by itself', () => {
  it('mails its large parts as a new cost does, once with two processes', async () => {
    const { t, other, send } = await houseAt('2025-05-10T10:00:00.000Z');
    // Recorded for April, monthly: its May coming is due today.
    const rent = await send('POST', '/api/admin/costs', {
      what: 'Arrende',
      amount: 200_000,
      kind: 'other',
      day: '2025/04/10',
      paid_by: null,
      repeats: 'monthly',
    });
    expect(rent.statusCode, rent.body).toBe(201);
    // Its own mails (as recorded) go first.
    await settle(t, other);
    const start = sink.received.length;
    await bothLook(t, other);
    await bothLook(t, other);
    // May's coming: 800 kr each to Anna and Bo (Cai's 400 kr is under 500 kr), once.
    const mails = await mailsSince(start);
    expect(mails.map(addressOf).sort()).toEqual(['anna@example.com', 'bo@example.com']);
    expect(mails.find((mail) => addressOf(mail) === 'bo@example.com')!.subject).toMatch(
      /^Your part of a new cost: 800\skr$/,
    );
  });
});

describe('the monthly reminder of a balance owed', () => {
  it('goes once a month in its first days, with two processes, to those who owe and want it', async () => {
    const { t, other, cai, send } = await houseAt('2025-05-20T10:00:00.000Z');
    const choices = (balance: 'now' | 'off') => ({
      choices: {
        before: 'now',
        eve: 'now',
        departure: 'now',
        after: 'now',
        cost: 'off',
        balance,
        chore: 'now',
      },
    });
    expect(
      (await send('PUT', '/api/profile/mail-choices', choices('off'), cai.headers)).statusCode,
    ).toBe(200);
    // The house's account paid 4 800 kr: Anna and Bo owe 1 920 kr, Cai 960 kr.
    const cost = await send('POST', '/api/admin/costs', {
      what: 'Hemförsäkring',
      amount: 480_000,
      kind: 'insurance',
      day: '2025/05/01',
      paid_by: null,
    });
    expect(json<{ cost: Cost }>(cost).cost.parts).toHaveLength(3);
    // Its own mails (large parts) go first.
    await settle(t, other);
    const start = sink.received.length;
    // 1 June, 08:50 at the house: not yet.
    moveTo('2025-06-01T06:50:00.000Z', t, other);
    await bothLook(t, other);
    expect(sink.received.length).toBe(start);
    // 09:00, and again ten minutes later: once each.
    moveTo('2025-06-01T07:00:00.000Z', t, other);
    await bothLook(t, other);
    moveTo('2025-06-01T07:10:00.000Z', t, other);
    await bothLook(t, other);
    const june = await mailsSince(start);
    expect(june.map(addressOf).sort()).toEqual(['anna@example.com', 'bo@example.com']);
    const toAnna = june.find((mail) => addressOf(mail) === 'anna@example.com')!;
    expect(toAnna.subject).toMatch(/^Du är skyldig 1\s920\skr av husets kostnader$/);
    expect(toAnna.text).toMatch(/gör upp med Swish: http\S+\/money/);
    // After the month's first week: nothing; the next month: again.
    const after = sink.received.length;
    moveTo('2025-06-08T08:00:00.000Z', t, other);
    await bothLook(t, other);
    expect(sink.received.length).toBe(after);
    moveTo('2025-07-01T08:00:00.000Z', t, other);
    await bothLook(t, other);
    expect((await mailsSince(after)).map(addressOf).sort()).toEqual([
      'anna@example.com',
      'bo@example.com',
    ]);
  });
});
