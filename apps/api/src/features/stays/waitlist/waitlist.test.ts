import { simpleParser } from 'mailparser';
import { withPendingPlans, type PendingApprovals, type Waitlist } from '@stuga/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, testDatabaseUrl, type TestApp } from '../../../test/helpers.js';
import { startPushService } from '../../../test/push-service.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { createPlan } from '../../../test/stays.js';
import { loginAs } from '../../../test/users.js';

/** The waitlist (DECISIONS §19), on the real app; the clock is pinned at 12 September 2025. */
let t: TestApp;
let other: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let pushes: Awaited<ReturnType<typeof startPushService>>;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  pushes = await startPushService();
  const env = { SMTP_URL: sink.url, PUSH_SERVICES: '127.0.0.1' };
  t = await createTestApp({ seed: false, env });
  // A second process on the same database (a restart, or two servers).
  other = await createTestApp({ seed: false, env, shareWith: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
  await sink.close();
  await pushes.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('offer').execute();
  await t.app.db.deleteFrom('wish').execute();
  await t.app.db.deleteFrom('booking').execute();
  await t.app.db.deleteFrom('stay_option').execute();
  await t.app.db.deleteFrom('stay_plan').execute();
});

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
/** Who comes with a claim, as the booking page asks. */
const party = { party: { adults: 2, children: 1, guests: 0, pets: false } };
const refusal = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  ...(JSON.parse(response.body) as { error: string; message: string; code?: string }),
});

/** Moves both processes' clocks on by `ms`. */
function advance(ms: number) {
  t.clock.advance(ms);
  other.clock.advance(ms);
}

/** A member waits for days; answers their waitlist. */
async function wait(who: Headers, from: string, to: string, minNights: number) {
  const made = await call(who, 'POST', '/api/waitlist', { from, to, min_nights: minNights });
  expect(made.statusCode).toBe(201);
  return json<Waitlist>(made);
}

/** A booked stay of a new member, which they then cancel: the freed dates. */
async function bookedThenCancelled(from: string, to: string) {
  const owner = await loginAs(t, 'trusted', { first_name: 'Olle' });
  const plan = await createPlan(t, owner.user.id, {
    expiry: '2025-10-01',
    options: [{ from, to, status: 'approved' }],
  });
  const cancelled = await call(
    owner.headers,
    'POST',
    `/api/stay-options/${plan.optionIds[0]}/cancel`,
  );
  expect(cancelled.statusCode).toBe(200);
  // The job written with the cancellation offers the freed dates.
  await t.app.backgroundIdle();
}

const waitlistOf = async (who: Headers) => json<Waitlist>(await call(who, 'GET', '/api/waitlist'));

describe('waiting for dates (DECISIONS §19)', () => {
  it('keeps a wish with its place in line; refuses what it cannot take; withdraws', async () => {
    const tina = (await loginAs(t, 'trusted')).headers;
    const vera = (await loginAs(t, 'trusted')).headers;
    const first = await wait(tina, '2026/06/15', '2026/06/28', 5);
    expect(first.wishes).toMatchObject([
      { from: '2026/06/15', to: '2026/06/28', min_nights: 5, status: 'waiting', place: 1 },
    ]);
    // Vera waits for days Tina's wish shares: she is second; for other days, first.
    const veras = await wait(vera, '2026/06/20', '2026/06/30', 3);
    expect(veras.wishes[0]!.place).toBe(2);
    expect((await wait(vera, '2026/08/01', '2026/08/10', 3)).wishes[1]!.place).toBe(1);
    // Nobody sees another's wishes.
    expect((await waitlistOf(tina)).wishes).toHaveLength(1);

    expect(
      refusal(
        await call(tina, 'POST', '/api/waitlist', {
          from: '2025/09/01',
          to: '2025/09/10',
          min_nights: 2,
        }),
      ),
    ).toMatchObject({ status: 400, message: 'Those days have passed: wait for days still ahead.' });
    expect(
      refusal(
        await call(tina, 'POST', '/api/waitlist', {
          from: '2026/06/15',
          to: '2026/06/18',
          min_nights: 5,
        }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'Ask for 1 night or more, and no more nights than the days you wait for hold.',
    });

    const [wish] = first.wishes;
    const withdrawn = json<Waitlist>(await call(tina, 'DELETE', `/api/waitlist/${wish!.id}`));
    expect(withdrawn.wishes).toEqual([]);
    // Vera moves up.
    expect((await waitlistOf(vera)).wishes[0]!.place).toBe(1);
    // Another member's wish is no one else's to withdraw.
    const verasWish = veras.wishes[0]!.id;
    expect(refusal(await call(tina, 'DELETE', `/api/waitlist/${verasWish}`))).toMatchObject({
      status: 404,
      message: 'No such wish.',
    });
  });

  it('waits for ten ranges at most', async () => {
    const tina = (await loginAs(t, 'trusted')).headers;
    for (let i = 0; i < 10; i += 1) {
      await wait(tina, `2026/0${1 + (i % 9)}/01`, `2026/0${1 + (i % 9)}/10`, 2);
    }
    expect(
      refusal(
        await call(tina, 'POST', '/api/waitlist', {
          from: '2026/10/01',
          to: '2026/10/10',
          min_nights: 2,
        }),
      ),
    ).toMatchObject({ status: 409, message: 'You wait for 10 ranges already.' });
  });
});

describe('offers of freed dates (DECISIONS §19)', () => {
  it('offers a cancelled stay to the first in line, then the next after a no', async () => {
    const tina = await loginAs(t, 'trusted', { first_name: 'Tina', email: 'tina.w@example.com' });
    const vera = await loginAs(t, 'trusted', { first_name: 'Vera', language: 'sv' });
    const bo = await loginAs(t, 'trusted', { first_name: 'Bo' });
    await wait(tina.headers, '2026/06/15', '2026/06/28', 5);
    await wait(vera.headers, '2026/06/10', '2026/06/30', 4);
    // Bo wants more nights than will be free: passed over.
    await wait(bo.headers, '2026/06/01', '2026/06/30', 10);
    const before = sink.received.length;
    await bookedThenCancelled('2026-06-18', '2026-06-25');

    const tinas = await waitlistOf(tina.headers);
    expect(tinas.offers).toHaveLength(1);
    const [offer] = tinas.offers;
    expect(offer).toMatchObject({ from: '2026/06/18', to: '2026/06/25', status: 'open' });
    // A day's hold: the arrival is months away.
    expect(Date.parse(offer!.expires_at) - Date.parse(offer!.offered_at)).toBe(24 * HOUR_MS);
    expect((await waitlistOf(vera.headers)).offers).toEqual([]);
    await t.app.backgroundIdle();
    const mails = await Promise.all(
      sink.received
        .slice(before)
        .filter((mail) => mail.to.includes('tina.w@example.com'))
        .map((mail) => simpleParser(mail.source)),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Days you wait for are free: 18 June 2026 – 25 June 2026');
    expect(mails[0]!.text).toContain('They are held for you until 13 Sept 2025, 09:17');

    // No thanks: Vera is offered them at once; nobody twice.
    const refused = await call(tina.headers, 'POST', `/api/offers/${offer!.id}/refuse`);
    expect(json<Waitlist>(refused).offers).toEqual([]);
    expect(
      refusal(await call(tina.headers, 'POST', `/api/offers/${offer!.id}/refuse`)),
    ).toMatchObject({ status: 409, message: 'This offer was answered already.' });
    const veras = await waitlistOf(vera.headers);
    expect(veras.offers).toMatchObject([{ from: '2026/06/18', to: '2026/06/25' }]);
    // Another member's offer is not there for anyone else.
    expect(
      refusal(await call(tina.headers, 'POST', `/api/offers/${veras.offers[0]!.id}/claim`, party)),
    ).toMatchObject({ status: 404, message: 'No such offer.' });

    // A claim says who comes, and they must fit the beds, as on any request.
    expect(
      refusal(await call(vera.headers, 'POST', `/api/offers/${veras.offers[0]!.id}/claim`)),
    ).toMatchObject({ status: 400 });
    expect(
      refusal(
        await call(vera.headers, 'POST', `/api/offers/${veras.offers[0]!.id}/claim`, {
          party: { adults: 9, children: 0, guests: 0, pets: false },
        }),
      ),
    ).toMatchObject({ status: 409, code: 'api.party.beds' });
    // Vera claims: a request for the days, which holds them until the admins decide.
    const claimed = json<Waitlist>(
      await call(vera.headers, 'POST', `/api/offers/${veras.offers[0]!.id}/claim`, party),
    );
    expect(claimed.offers).toEqual([]);
    expect(claimed.wishes[0]).toMatchObject({ status: 'claimed', place: null });
    const request = await t.app.db
      .selectFrom('stay_option as s')
      .innerJoin('stay_plan as p', 'p.id', 's.plan_id')
      .select([
        'p.user_id',
        'p.title',
        's.from_date',
        's.to_date',
        's.status',
        's.adults',
        's.children',
      ])
      .where('p.user_id', '=', vera.user.id)
      .execute();
    expect(request).toEqual([
      {
        user_id: vera.user.id,
        title: 'Från väntelistan',
        from_date: '2026-06-18',
        to_date: '2026-06-25',
        status: 'pending',
        adults: 2,
        children: 1,
      },
    ]);
    // The admins see where the request came from.
    const admin = (await loginAs(t, 'admin')).headers;
    const pending = withPendingPlans(
      json<PendingApprovals>(await call(admin, 'GET', '/api/admin/pending-approvals')),
    );
    const listed = [...pending.non_conflicted_options, ...pending.conflicts.flat()];
    expect(listed.map((option) => [option.plan.current_user, option.from_waitlist])).toEqual([
      [expect.stringMatching(/^Vera/), true],
    ]);
    const bos = await t.app.inject({
      method: 'POST',
      url: '/api/stay-plans',
      headers: bo.headers,
      payload: {
        title: 'June',
        expiry_date: '2026/05/01',
        options: [{ from: '2026/06/20', to: '2026/06/23' }],
      },
    });
    expect(refusal(bos)).toMatchObject({
      status: 409,
      code: 'api.wait.heldByClaim',
      message: 'These dates are held for a member from the waitlist until the admins decide.',
    });

    // The admins approve it: the wish is met, and the days are Vera's booking.
    const approved = await call(admin, 'POST', `/api/admin/approve-option/${listed[0]!.id}`);
    expect(approved.statusCode).toBe(200);
    await t.app.jobs.runChores();
    expect((await waitlistOf(vera.headers)).wishes).toEqual([]);
    const [wish] = await t.app.db
      .selectFrom('wish')
      .select('status')
      .where('user_id', '=', vera.user.id)
      .execute();
    expect(wish!.status).toBe('met');
  });

  it("reaches the member's phone as a push with its deadline, by the channel they chose", async () => {
    const ulla = await loginAs(t, 'trusted', {
      first_name: 'Ulla',
      email: 'ulla.w@example.com',
      language: 'sv',
    });
    const device = pushes.subscribe();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/profile/devices',
      headers: ulla.headers,
      payload: { endpoint: device.endpoint, keys: device.keys, label: 'Safari · iPhone' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/api/profile/channels',
      headers: ulla.headers,
    });
    expect(json<{ channels: Record<string, string> }>(chosen).channels.offer).toBe('both');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/channels',
      headers: ulla.headers,
      payload: {
        channels: { ...json<{ channels: object }>(chosen).channels, offer: 'push' },
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    await wait(ulla.headers, '2026/07/01', '2026/07/20', 3);
    const mailsBefore = sink.received.length;
    const pushesBefore = pushes.received.length;
    await bookedThenCancelled('2026-07-05', '2026-07-09');
    await t.app.backgroundIdle();
    // Push only, as she chose: no mail.
    expect(
      sink.received.slice(mailsBefore).filter((m) => m.to.includes('ulla.w@example.com')),
    ).toEqual([]);
    const got = pushes.received.slice(pushesBefore);
    expect(got).toHaveLength(1);
    expect(got[0]!.notice).toEqual({
      title: 'Stuga',
      body: '5 juli 2026 – 9 juli 2026 är ledigt och hålls åt dig till 13 sep. 2025 09:17: ta det eller avstå.',
      url: '/book-stay',
      tag: expect.stringMatching(/^offer-\d+$/),
    });
  });

  it('holds six hours when the arrival is a week away or less, and passes on when the hold ends', async () => {
    const tina = (await loginAs(t, 'trusted')).headers;
    const vera = (await loginAs(t, 'trusted')).headers;
    await wait(tina, '2025/09/15', '2025/09/30', 3);
    await wait(vera, '2025/09/15', '2025/09/30', 3);
    await bookedThenCancelled('2025-09-19', '2025-09-23');
    const [offer] = (await waitlistOf(tina)).offers;
    expect(Date.parse(offer!.expires_at) - Date.parse(offer!.offered_at)).toBe(6 * HOUR_MS);

    // Six hours on, the hold has passed: the house's chore, in the other process (a restart
    // keeps the deadline: it is the offer's own), offers the next.
    advance(6 * HOUR_MS);
    try {
      await other.app.jobs.runChores();
      expect((await waitlistOf(tina)).offers).toEqual([]);
      expect((await waitlistOf(vera)).offers).toHaveLength(1);
      // A claim after the hold is refused.
      expect(
        refusal(await call(tina, 'POST', `/api/offers/${offer!.id}/claim`, party)),
      ).toMatchObject({
        status: 409,
        message: 'This offer was answered already.',
      });
    } finally {
      advance(-6 * HOUR_MS);
    }
  });

  it('refuses a claim whose hold has passed before the house noticed, and offers the next', async () => {
    const tina = (await loginAs(t, 'trusted')).headers;
    const vera = (await loginAs(t, 'trusted')).headers;
    await wait(tina, '2026/02/01', '2026/02/28', 3);
    await wait(vera, '2026/02/01', '2026/02/28', 3);
    await bookedThenCancelled('2026-02-10', '2026-02-14');
    const [offer] = (await waitlistOf(tina)).offers;
    advance(24 * HOUR_MS);
    try {
      expect(
        refusal(await call(tina, 'POST', `/api/offers/${offer!.id}/claim`, party)),
      ).toMatchObject({
        status: 409,
        code: 'api.wait.holdPassed',
      });
      expect((await waitlistOf(vera)).offers).toHaveLength(1);
    } finally {
      advance(-24 * HOUR_MS);
    }
  });

  it('offers each freed range once, with two processes looking at once', async () => {
    const tina = (await loginAs(t, 'trusted')).headers;
    const vera = (await loginAs(t, 'trusted')).headers;
    await wait(tina, '2026/03/01', '2026/03/31', 3);
    await wait(vera, '2026/03/01', '2026/03/31', 3);
    await bookedThenCancelled('2026-03-10', '2026-03-14');
    await t.app.db.deleteFrom('offer').execute();
    // On PostgreSQL at once; SQLite serves one process, so there one after the other.
    if (testDatabaseUrl) {
      await Promise.all([t.app.jobs.runChores(), other.app.jobs.runChores()]);
    } else {
      await t.app.jobs.runChores();
      await other.app.jobs.runChores();
    }
    const offers = await t.app.db.selectFrom('offer').selectAll().execute();
    expect(offers).toHaveLength(1);
    expect((await waitlistOf(tina)).offers).toHaveLength(1);
  });

  it('ends a wish when its days have passed', async () => {
    const tina = (await loginAs(t, 'trusted')).headers;
    await wait(tina, '2025/09/20', '2025/09/30', 5);
    advance(14 * 24 * HOUR_MS);
    try {
      await t.app.jobs.runChores();
      expect((await waitlistOf(tina)).wishes).toEqual([]);
      const [row] = await t.app.db.selectFrom('wish').select('status').execute();
      expect(row!.status).toBe('ended');
    } finally {
      advance(-14 * 24 * HOUR_MS);
    }
  });
});
