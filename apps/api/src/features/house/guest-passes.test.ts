import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/**
 * Guest passes (DECISIONS §26): a pass reaches exactly its booking's guest view and nothing else,
 * from the codes window's start to 12:00 on departure day; taken back at once; each use kept.
 */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: sink.url, PUBLIC_URL: 'https://stuga.example' },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

type Headers = Record<string, string>;
let address = 0;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
  from = `10.4.0.${(++address % 250) + 1}`,
) => t.app.inject({ method, url, headers, remoteAddress: from, ...(payload ? { payload } : {}) });
const pass = (token: string) => ({ 'x-guest-pass': token });

describe('guest passes', () => {
  it('open the guide, the codes, the checklists and the log of their stay inside its window only', async () => {
    const admin = await loginAs(t, 'admin');
    const anna = await loginAs(t, 'trusted', {
      first_name: 'Anna',
      last_name: 'Berg',
      language: 'sv',
    });
    const bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Ek' });
    await call('PUT', '/api/admin/house-codes', admin.headers, {
      codes: [{ kind: 'door', label: 'Front door', value: '4711', note: '' }],
    });
    await call('PUT', '/api/admin/checklists/arrival', admin.headers, {
      items: [{ text: 'Turn on the water', asks_number: false, unit: '' }],
    });
    await call('POST', '/api/house-log', bo.headers, { kind: 'low', text: 'Coffee, says Bo' });
    await createPlan(t, anna.user.id, {
      options: [{ from: '2025-09-14', to: '2025-09-17', status: 'approved' }],
    });
    const booking = await t.app.db
      .selectFrom('booking')
      .select('id')
      .where('user_id', '=', anna.user.id)
      .executeTakeFirstOrThrow();

    // Only its owner (or an admin) gives and lists its passes.
    const url = `/api/bookings/${booking.id}/guest-passes`;
    expect((await call('POST', url, bo.headers, { guest_name: 'Sneaky' })).statusCode).toBe(404);
    expect((await call('GET', url, bo.headers)).statusCode).toBe(404);
    const bad = await call('POST', url, anna.headers, { guest_name: ' ', email: 'x' });
    expect(json(bad).code).toBe('api.guest.name');
    const given = await call('POST', url, anna.headers, {
      guest_name: 'Greta',
      email: 'Greta@Example.com',
    });
    expect(given.statusCode).toBe(201);
    const {
      link,
      qr,
      pass: made,
    } = json<{ link: string; qr: string; pass: { opens_at: string; closes_at: string } }>(given);
    expect(link).toMatch(/^https:\/\/stuga\.example\/guest#[A-Za-z0-9_-]{32}$/);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // The window: 00:00 the day before arrival to 12:00 on departure day, Stockholm time.
    expect(made.opens_at).toBe('2025-09-12T22:00:00.000Z');
    expect(made.closes_at).toBe('2025-09-17T10:00:00.000Z');
    await t.app.backgroundIdle();
    const mail = sink.received.at(-1)!;
    expect(mail.to).toEqual(['greta@example.com']);
    expect(mail.raw).toContain('gästpass');
    const token = link.split('#')[1]!;
    const rows = await t.app.db.selectFrom('guest_pass').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    // Before the window: who and when, and nothing of the house.
    const early = json<Record<string, unknown>>(await call('GET', '/api/guest', pass(token)));
    expect(early).toMatchObject({
      guest_name: 'Greta',
      host: 'Anna',
      open: false,
      codes: [],
      guides: [],
      arrival: [],
    });
    const tooSoon = await call('PUT', '/api/guest/checklists/arrival/1', pass(token), {
      done: true,
    });
    expect(json(tooSoon).code).toBe('api.guest.notYet');

    // Inside it: the codes, the checklist (ticked as the guest's), the log; no member's name.
    t.clock.advance(24 * 60 * 60_000);
    const view = await call('GET', '/api/guest', pass(token));
    expect(view.statusCode).toBe(200);
    const open = json<{
      open: boolean;
      codes: { value: string }[];
      arrival: { id: number; text: string }[];
      house_log: { text: string; by: string }[];
    }>(view);
    expect(open.open).toBe(true);
    expect(open.codes.map((code) => code.value)).toEqual(['4711']);
    expect(open.arrival.map((item) => item.text)).toEqual(['Turn on the water']);
    expect(open.house_log.map((note) => [note.text, note.by])).toEqual([['Coffee, says Bo', '']]);
    for (const name of ['Berg', 'Bo Ek', 'Ek', 'anna', 'admin'])
      expect(view.body).not.toContain(name);
    const item = open.arrival[0]!.id;
    const ticked = await call('PUT', `/api/guest/checklists/arrival/${item}`, pass(token), {
      done: true,
    });
    expect(ticked.statusCode).toBe(200);
    const runs = json<{ arrival: { done: boolean }[] }>(
      await call('GET', `/api/bookings/${booking.id}/checklists`, anna.headers),
    );
    expect(runs.arrival[0]!.done).toBe(true);
    const note = await call('POST', '/api/guest/house-log', pass(token), {
      kind: 'broken',
      text: 'The gate squeaks',
    });
    expect(note.statusCode).toBe(201);
    const tick = await t.app.db.selectFrom('checklist_tick').selectAll().executeTakeFirstOrThrow();
    expect(tick.guest_pass_id).not.toBeNull();

    // Nothing else of the app: a member's call with the pass is a visitor's.
    for (const [method, route] of [
      ['GET', '/api/at-the-house'],
      ['GET', '/api/house-codes'],
      ['GET', '/api/profile_data'],
      ['GET', `/api/bookings/${booking.id}/checklists`],
    ] as const) {
      expect((await call(method, route, pass(token))).statusCode).toBe(401);
    }
    // A guessed token, no token, and a member's session on the guest's call.
    expect((await call('GET', '/api/guest', pass('x'.repeat(32)))).statusCode).toBe(401);
    expect((await call('GET', '/api/guest', {})).statusCode).toBe(401);
    const member = await call('GET', '/api/guest', anna.headers);
    expect(json(member).code).toBe('api.access.guest');

    // Each use kept; taken back at once.
    const listed = json<{ passes: { id: number; uses: number; last_used_at: string }[] }>(
      await call('GET', url, anna.headers),
    );
    expect(listed.passes[0]!.uses).toBe(4);
    const revoked = await call('POST', `${url}/${listed.passes[0]!.id}/revoke`, anna.headers);
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', '/api/guest', pass(token))).statusCode).toBe(401);
    expect((await call('POST', `${url}/999/revoke`, anna.headers)).statusCode).toBe(404);
  });

  it('counts guessed passes in the login limits', async () => {
    const statuses: number[] = [];
    // One token tried again and again waits as an email would (5 in 15 minutes)…
    for (let i = 0; i < 6; i++) {
      const guess = pass('the-same-guessed-token-each-time');
      statuses.push((await call('GET', '/api/guest', guess, undefined, '10.4.9.9')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // …and many made-up tokens from one address wait as many emails would (10).
    const many: number[] = [];
    for (let i = 0; i < 11; i++) {
      const guess = pass(`guessed-token-number-${i}-of-the-test`);
      many.push((await call('GET', '/api/guest', guess, undefined, '10.4.9.10')).statusCode);
    }
    expect(many.at(-1)).toBe(429);
    expect(many.slice(0, 10)).toEqual(Array(10).fill(401));
  });

  it('ends at 12:00 on departure day, with its booking, and with its giver’s standing', async () => {
    const admin = await loginAs(t, 'admin');
    const cai = await loginAs(t, 'trusted', { first_name: 'Cai' });
    await createPlan(t, cai.user.id, {
      options: [{ from: '2025-10-20', to: '2025-10-23', status: 'approved' }],
    });
    const booking = await t.app.db
      .selectFrom('booking')
      .select('id')
      .where('user_id', '=', cai.user.id)
      .executeTakeFirstOrThrow();
    const url = `/api/bookings/${booking.id}/guest-passes`;
    const give = async (headers: Headers) =>
      json<{ link: string }>(await call('POST', url, headers, { guest_name: 'Dora' })).link.split(
        '#',
      )[1]!;
    const fromCai = await give(cai.headers);
    const fromAdmin = await give(admin.headers);
    const now = t.clock.now().getTime();
    t.clock.advance(Date.parse('2025-10-23T09:59:00Z') - now);
    expect((await call('GET', '/api/guest', pass(fromCai))).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await call('GET', '/api/guest', pass(fromCai))).statusCode).toBe(401);
    // No pass is given once the window has closed.
    const later = { authorization: `Bearer ${await t.app.tokens.issue(cai.user)}` };
    expect(json(await call('POST', url, later, { guest_name: 'Late' })).code).toBe(
      'api.guest.over',
    );
    t.clock.advance(-(Date.parse('2025-10-23T10:00:00Z') - Date.parse('2025-10-22T10:00:00Z')));
    expect((await call('GET', '/api/guest', pass(fromAdmin))).statusCode).toBe(200);
    // A suspension takes back what the member gave; an admin's pass ends with the booking.
    const adminNow = { authorization: `Bearer ${await t.app.tokens.issue(admin.user)}` };
    await call('POST', `/api/admin/members/${cai.user.id}/suspend`, adminNow, {});
    expect((await call('GET', '/api/guest', pass(fromCai))).statusCode).toBe(401);
    await t.app.db
      .updateTable('booking')
      .set({ status: 'cancelled' })
      .where('id', '=', booking.id)
      .execute();
    expect((await call('GET', '/api/guest', pass(fromAdmin))).statusCode).toBe(401);
    t.clock.advance(Date.parse('2025-09-12T07:17:00Z') - t.clock.now().getTime());
  });
});
