import type { CalendarFeed, Chore, Chores } from '@stuga/shared';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { bothLook, moveTo } from '../../test/processes.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { loginAs, TEST_PASSWORD } from '../../test/users.js';

/** Recurring chores (DECISIONS §24): given in turn, passed on, done, reminded, on the feed. */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const apps: TestApp[] = [];
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});
afterAll(() => sink.close());

type Headers = Record<string, string>;

async function house() {
  const env = { APP_NOW: '2026-05-20T10:00:00.000Z', SMTP_URL: sink.url };
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
  const vera = await loginAs(t, 'verified');
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** The chores as a member reads them, signed in anew (the clock moves past sessions). */
  const list = async (who: { user: { email: string } }) => {
    const login = await call(
      'POST',
      '/api/login',
      {},
      { email: who.user.email, password: TEST_PASSWORD },
    );
    const headers = { authorization: `Bearer ${json<{ jwt: string }>(login).jwt}` };
    return json<Chores>(await call('GET', '/api/chores', headers)).chores;
  };
  return { t, other, env, admin, anna, bo, cai, vera, call, list };
}

type House = Awaited<ReturnType<typeof house>>;

/** Emptying the composting toilet: each month in summer, Anna, Bo and Cai in turn. */
async function toilet(h: House) {
  const made = await h.call('POST', '/api/admin/chores', h.admin.headers, {
    title: 'Tömma förmultningstoaletten',
    freq: 'monthly',
    interval: 1,
    months: [6, 7, 8],
    starts: '2026/06/01',
    members: [h.anna.user.id, h.bo.user.id, h.cai.user.id],
  });
  expect(made.statusCode, made.body).toBe(201);
  return json<{ chore: Chore }>(made).chore;
}

const doers = (chore: Chore) =>
  chore.occurrences.map((o) => [o.day, o.doer.name, o.for?.name ?? null]);
const code = (answer: { statusCode: number; json(): unknown }) => ({
  status: answer.statusCode,
  code: (answer.json() as { code?: string }).code,
});

describe('recurring chores', () => {
  it('are made by the admins with a rule and members who may plan stays, checked', async () => {
    const h = await house();
    const chore = await toilet(h);
    expect(chore).toMatchObject({
      rule: { freq: 'monthly', interval: 1, months: [6, 7, 8] },
      starts: '2026/06/01',
      can: { end: true },
    });
    expect(chore.members.map((m) => m.name)).toEqual(['Anna Holm', 'Bo Holm', 'Cai Holm']);
    // Given out 60 days ahead, from the rule: 1 June and 1 July.
    expect(doers(chore)).toEqual([
      ['2026/06/01', 'Anna Holm', null],
      ['2026/07/01', 'Bo Holm', null],
    ]);
    const base = {
      title: 'Sota',
      freq: 'yearly',
      interval: 2,
      months: [],
      starts: '2026/09/01',
      members: [h.anna.user.id],
    };
    const refused: [object, string][] = [
      [{ ...base, freq: 'daily' }, 'api.chore.freq'],
      [{ ...base, interval: 0 }, 'api.chore.interval'],
      [{ ...base, months: [13] }, 'api.chore.months'],
      [{ ...base, members: [] }, 'api.chore.members'],
      [{ ...base, members: [h.anna.user.id, h.anna.user.id] }, 'api.chore.members'],
      [{ ...base, members: [h.vera.user.id] }, 'api.chore.noMember'],
      [{ ...base, title: '' }, 'api.chore.title'],
    ];
    for (const [payload, expected] of refused) {
      expect(
        code(await h.call('POST', '/api/admin/chores', h.admin.headers, payload)),
        JSON.stringify(payload),
      ).toEqual({
        status: 400,
        code: expected,
      });
    }
    expect((await h.call('POST', '/api/admin/chores', h.anna.headers, base)).statusCode).toBe(403);
    expect((await h.call('GET', '/api/chores', h.vera.headers)).statusCode).toBe(403);
  });

  it('are given out in turn once with two processes; a turn passed on is repaid', async () => {
    const h = await house();
    const chore = await toilet(h);
    const june = chore.occurrences[0]!;
    // Anna passes June on: Bo takes it, and Anna does Bo's July.
    expect(code(await h.call('POST', `/api/chores/turns/${june.id}/pass`, h.bo.headers))).toEqual({
      status: 403,
      code: 'api.chore.notYours',
    });
    const passed = json<{ chore: Chore }>(
      await h.call('POST', `/api/chores/turns/${june.id}/pass`, h.anna.headers),
    ).chore;
    expect(doers(passed)[0]).toEqual(['2026/06/01', 'Bo Holm', 'Anna Holm']);
    moveTo('2026-07-10T10:00:00.000Z', h.t, h.other);
    await bothLook(h.t, h.other);
    await bothLook(h.t, h.other);
    const later = (await h.list(h.cai)).find((found) => found.id === chore.id)!;
    // July was given out before the pass (Bo's); August goes to Cai, then the rule ends the summer.
    expect(doers(later)).toEqual([['2026/08/01', 'Cai Holm', null]]);
    moveTo('2027-05-10T10:00:00.000Z', h.t, h.other);
    await bothLook(h.t, h.other);
    const next = (await h.list(h.cai))[0]!;
    // June 2027 is Anna's turn, after Cai's August; Bo took her June 2026, so Bo's next turn,
    // July 2027, is hers to do.
    expect(doers(next)).toEqual([
      ['2027/06/01', 'Anna Holm', null],
      ['2027/07/01', 'Anna Holm', 'Bo Holm'],
    ]);
  });

  it('are marked done by their doer, mailed on the day once, and on the feed', async () => {
    const h = await house();
    const chore = await toilet(h);
    const june = chore.occurrences[0]!;
    const from = sink.received.length;
    moveTo('2026-06-01T05:30:00.000Z', h.t, h.other); // 07:30 in Sweden: not yet
    await bothLook(h.t, h.other);
    expect(sink.received.length).toBe(from);
    moveTo('2026-06-01T06:10:00.000Z', h.t, h.other);
    await bothLook(h.t, h.other);
    await bothLook(h.t, h.other);
    const mails = await Promise.all(
      sink.received.slice(from).map((mail) => simpleParser(mail.source)),
    );
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Din tur i dag: Tömma förmultningstoaletten',
    ]);
    expect(mails[0]!.text).toContain(
      'Det är din tur i dag, 1 juni 2026: Tömma förmultningstoaletten.',
    );

    const feed = json<CalendarFeed>(await h.call('GET', '/api/calendar-feed', h.bo.headers));
    const ics = await h.t.app.inject({ method: 'GET', url: new URL(feed.url).pathname });
    expect(ics.body).toContain('SUMMARY:Your turn: Tömma förmultningstoaletten');
    expect(ics.body).toContain('DTSTART;VALUE=DATE:20260701');

    expect(code(await h.call('POST', `/api/chores/turns/${june.id}/done`, h.bo.headers))).toEqual({
      status: 403,
      code: 'api.chore.notYours',
    });
    const done = json<{ chore: Chore }>(
      await h.call('POST', `/api/chores/turns/${june.id}/done`, h.anna.headers),
    ).chore;
    expect(done.occurrences[0]).toMatchObject({ done: true, can: { done: false, pass: false } });
    expect(code(await h.call('POST', `/api/chores/turns/${june.id}/done`, h.anna.headers))).toEqual(
      {
        status: 409,
        code: 'api.chore.done',
      },
    );
  });

  it("pass a suspended member's turns on, and leave them out of the turns", async () => {
    const h = await house();
    const chore = await toilet(h);
    expect(
      (await h.call('POST', `/api/admin/members/${h.anna.user.id}/suspend`, h.admin.headers))
        .statusCode,
    ).toBe(200);
    const after = (await h.list(h.bo)).find((found) => found.id === chore.id)!;
    expect(doers(after)).toEqual([
      ['2026/06/01', 'Bo Holm', 'Anna Holm'],
      ['2026/07/01', 'Bo Holm', null],
    ]);
    const ended = await h.call('POST', `/api/admin/chores/${chore.id}/end`, h.admin.headers);
    expect(json(ended)).toEqual({ ended: chore.id });
    expect(await h.list(h.bo)).toEqual([]);
  });
});
