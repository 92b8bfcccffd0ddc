import type { StayPlansResponse, SwapChoices, SwapView, Swaps } from '@stuga/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, testDatabaseUrl, type TestApp } from '../../../test/helpers.js';
import { startPushService, type PushService } from '../../../test/push-service.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { createPlan } from '../../../test/stays.js';
import { loginAs } from '../../../test/users.js';

/** Swaps and gifts between members (DECISIONS §19); the clock is pinned at 12 September 2025. */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let pushes: PushService;
let admin: Record<string, string>;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  pushes = await startPushService();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: sink.url, PUSH_SERVICES: '127.0.0.1' },
    log: process.env.SWAP_LOG ? (line) => process.stderr.write(line) : undefined,
  });
  admin = (await loginAs(t, 'admin')).headers;
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await pushes.close();
});
beforeEach(async () => {
  await t.app.db.deleteFrom('swap').execute();
  await t.app.db.deleteFrom('offer').execute();
  await t.app.db.deleteFrom('booking').execute();
  await t.app.db.deleteFrom('stay_option').execute();
  await t.app.db.deleteFrom('stay_plan').execute();
});

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const refusal = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  ...(JSON.parse(response.body) as { error: string; message: string; code?: string }),
});

/** A member with an approved stay; answers them and the stay's booking id. */
async function memberWithStay(first: string, from: string, to: string) {
  const member = await loginAs(t, 'trusted', { first_name: first, last_name: 'Holm' });
  const plan = await createPlan(t, member.user.id, {
    expiry: '2025-10-01',
    options: [{ from, to, status: 'approved' }],
  });
  const [booking] = await t.app.db
    .selectFrom('booking')
    .select('id')
    .where('option_id', '=', plan.optionIds[0]!)
    .execute();
  return { ...member, bookingId: booking!.id, optionId: plan.optionIds[0]! };
}

const heldBookings = () =>
  t.app.db
    .selectFrom('booking')
    .select(['user_id', 'from_date', 'to_date', 'source', 'status'])
    .orderBy('from_date')
    .orderBy('id')
    .execute();

describe('a gift outside high season', () => {
  it('changes hands once the other accepts: bookings, history, fair share, calendars', async () => {
    const vera = await memberWithStay('Vera', '2025-10-06', '2025-10-10');
    const tom = await loginAs(t, 'trusted', { first_name: 'Tom', last_name: 'Ek' });
    // Her booked stay names its booking, for her only: what "Offer to another member" offers.
    const optionsSeenBy = async (headers: Headers) =>
      json<StayPlansResponse>(await call(headers, 'GET', '/api/stay-plans')).stay_plans.flatMap(
        (plan) => plan.options,
      );
    expect(await optionsSeenBy(vera.headers)).toMatchObject([
      { id: vera.optionId, booking_id: vera.bookingId },
    ]);
    const [seenByTom] = await optionsSeenBy(tom.headers);
    expect(seenByTom).toMatchObject({ id: vera.optionId });
    expect(seenByTom).not.toHaveProperty('booking_id');
    // Admins are told it too: they may end any booking (DECISIONS §22).
    expect(await optionsSeenBy(admin)).toMatchObject([
      { id: vera.optionId, booking_id: vera.bookingId },
    ]);
    // What her stay costs and who was said to come go with it (DECISIONS §21).
    await t.app.db
      .updateTable('booking')
      .set({ fee: 250_050, adults: 2, children: 1, paid_at: '2025-09-01T10:00:00.000Z' })
      .where('id', '=', vera.bookingId)
      .execute();
    // Both have a phone with notifications on (DECISIONS §25).
    const phones = [pushes.subscribe(), pushes.subscribe()];
    for (const [who, phone] of [
      [vera, phones[0]!],
      [tom, phones[1]!],
    ] as const) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/profile/devices',
        headers: who.headers,
        payload: { endpoint: phone.endpoint, keys: phone.keys },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const pushedBefore = pushes.received.length;
    const offered = await call(vera.headers, 'POST', `/api/bookings/${vera.bookingId}/offer`, {
      to_user_id: tom.user.id,
      their_booking_id: null,
      note: 'Enjoy the autumn!',
    });
    expect(offered.statusCode).toBe(201);
    const { swap } = json<{ swap: SwapView }>(offered);
    expect(swap).toMatchObject({
      from_user: { name: 'Vera Holm' },
      to_user: { name: 'Tom Ek' },
      stay: { from: '2025/10/06', to: '2025/10/10' },
      their_stay: null,
      status: 'offered',
      needs_admin: false,
      note: 'Enjoy the autumn!',
    });
    expect(Date.parse(swap.expires_at) - Date.parse(swap.created_at)).toBe(48 * HOUR_MS);
    // Both see it; nobody else may answer it.
    expect(json<Swaps>(await call(tom.headers, 'GET', '/api/swaps')).swaps).toHaveLength(1);
    const bo = await loginAs(t, 'trusted');
    expect(refusal(await call(bo.headers, 'POST', `/api/swaps/${swap.id}/accept`))).toMatchObject({
      status: 404,
      message: 'No such swap or gift.',
    });
    expect(refusal(await call(vera.headers, 'POST', `/api/swaps/${swap.id}/accept`))).toMatchObject(
      { status: 404 },
    );

    const accepted = await call(tom.headers, 'POST', `/api/swaps/${swap.id}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(json<{ swap: SwapView }>(accepted).swap.status).toBe('done');
    // The offer reached Tom's phone, the hand-over both phones: what happened, and their plans.
    await t.app.backgroundIdle();
    // (The jobs go in any order: sorted.)
    const got = pushes.received
      .slice(pushedBefore)
      .map((push) => `${push.device} ${push.notice.body}`);
    expect(got.sort()).toEqual(
      [
        `${phones[1]!.id} Vera Holm offers you a stay: 6 Oct 2025 – 10 Oct 2025`,
        `${phones[0]!.id} Stays changed hands: 6 Oct 2025 – 10 Oct 2025`,
        `${phones[1]!.id} Stays changed hands: 6 Oct 2025 – 10 Oct 2025`,
      ].sort(),
    );
    // Tom's booking keeps the stay's fee and party; its payment starts anew, his to make.
    expect(
      await t.app.db
        .selectFrom('booking')
        .select(['fee', 'adults', 'children', 'paid_at', 'payment_confirmed_at'])
        .where('user_id', '=', tom.user.id)
        .executeTakeFirst(),
    ).toEqual({ fee: 250_050, adults: 2, children: 1, paid_at: null, payment_confirmed_at: null });
    expect(await heldBookings()).toEqual([
      {
        user_id: vera.user.id,
        from_date: '2025-10-06',
        to_date: '2025-10-10',
        source: 'option',
        status: 'handed',
      },
      {
        user_id: tom.user.id,
        from_date: '2025-10-06',
        to_date: '2025-10-10',
        source: 'swap',
        status: 'held',
      },
    ]);
    // Vera's option is over for her, its history says why.
    const [option] = await t.app.db
      .selectFrom('stay_option')
      .select('status')
      .where('id', '=', vera.optionId)
      .execute();
    expect(option!.status).toBe('cancelled');
    const history = await t.app.db
      .selectFrom('option_history')
      .select(['user_id', 'to_status', 'reason'])
      .where('reason_code', 'in', ['api.swap.givenTo', 'api.swap.givenBy'])
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { user_id: vera.user.id, to_status: 'cancelled', reason: 'Given to Tom Ek.' },
      { user_id: tom.user.id, to_status: 'approved', reason: 'Given by Vera Holm.' },
    ]);
    // The fair share follows the nights; nobody counts a cancellation.
    const share = json<{
      rows: { user_id: number; nights: number; cancelled: number }[];
    }>(await call(admin, 'GET', '/api/admin/fair-share?year=2025'));
    expect(share.rows.find((row) => row.user_id === tom.user.id)).toMatchObject({
      nights: 4,
      cancelled: 0,
    });
    expect(share.rows.find((row) => row.user_id === vera.user.id)).toMatchObject({
      nights: 0,
      cancelled: 0,
    });
    // The calendars show it as Tom's.
    const plansAnswer = await call(bo.headers, 'GET', '/api/stay-plans');
    expect(plansAnswer.statusCode, plansAnswer.body).toBe(200);
    const plans = json<StayPlansResponse>(plansAnswer);
    expect(plans.given_stays).toMatchObject([
      { current_user: 'Tom Ek', from: '2025/10/06', to: '2025/10/10', source: 'swap' },
    ]);
    expect(plans.stay_plans.flatMap((plan) => plan.options)).toEqual([]);
    // Answered once.
    expect(refusal(await call(tom.headers, 'POST', `/api/swaps/${swap.id}/accept`))).toMatchObject({
      status: 409,
      message: 'This swap or gift was answered already.',
    });
  });
});

describe('a swap in high season', () => {
  it('waits for an admin once accepted, then both stays change hands at once', async () => {
    const vera = await memberWithStay('Vera', '2026-07-01', '2026-07-08');
    const tom = await memberWithStay('Tom', '2026-08-01', '2026-08-08');
    // What Vera can name: her stays ahead, Tom among those who may book, and his stays.
    const choices = json<SwapChoices>(await call(vera.headers, 'GET', '/api/swaps/stays'));
    expect(choices.mine).toEqual([
      { booking_id: vera.bookingId, from: '2026/07/01', to: '2026/07/08' },
    ]);
    expect(choices.theirs).toContainEqual({
      booking_id: tom.bookingId,
      user_id: tom.user.id,
      from: '2026/08/01',
      to: '2026/08/08',
    });
    expect(choices.members).toContainEqual({ id: tom.user.id, name: 'Tom Holm' });
    expect(choices.members.map((m) => m.id)).not.toContain(vera.user.id);
    const { swap } = json<{ swap: SwapView }>(
      await call(vera.headers, 'POST', `/api/bookings/${vera.bookingId}/offer`, {
        to_user_id: tom.user.id,
        their_booking_id: tom.bookingId,
      }),
    );
    expect(swap).toMatchObject({ needs_admin: true, their_stay: { from: '2026/08/01' } });
    const before = sink.received.length;
    const accepted = json<{ swap: SwapView }>(
      await call(tom.headers, 'POST', `/api/swaps/${swap.id}/accept`),
    );
    expect(accepted.swap.status).toBe('accepted');
    // The admins are mailed what it is: a trade of two stays.
    await t.app.backgroundIdle();
    const toAdmins = sink.received.slice(before).filter((m) => m.to.includes('admin@example.com'));
    expect(toAdmins).toHaveLength(1);
    expect(toAdmins[0]!.raw).toContain('Subject: To approve: Vera Holm and Tom Holm trade stays');
    expect(toAdmins[0]!.raw).toContain(
      'Vera Holm and Tom Holm have agreed to trade stays in high season: 1 July 2026 – 8 July 2026 for 1 Aug 2026 – 8 Aug 2026.',
    );
    // Nothing moved yet; the admins see it.
    expect((await heldBookings()).map((b) => [b.user_id, b.status])).toEqual([
      [vera.user.id, 'held'],
      [tom.user.id, 'held'],
    ]);
    expect(json<Swaps>(await call(admin, 'GET', '/api/admin/swaps')).swaps).toHaveLength(1);
    const approved = await call(admin, 'POST', `/api/admin/swaps/${swap.id}/approve`);
    expect(approved.statusCode).toBe(200);
    const held = (await heldBookings()).filter((b) => b.status === 'held');
    expect(held.map((b) => [b.from_date, b.user_id, b.source])).toEqual([
      ['2026-07-01', tom.user.id, 'swap'],
      ['2026-08-01', vera.user.id, 'swap'],
    ]);
    const reasons = await t.app.db
      .selectFrom('option_history')
      .select(['reason'])
      .where('reason_code', '=', 'api.swap.swapped')
      .execute();
    expect(reasons.map((r) => r.reason).sort()).toEqual([
      'Swapped with Tom Holm.',
      'Swapped with Tom Holm.',
      'Swapped with Vera Holm.',
      'Swapped with Vera Holm.',
    ]);
  });

  it('tells the admins a gift is a gift', async () => {
    const vera = await memberWithStay('Vera', '2026-07-01', '2026-07-08');
    const tom = await loginAs(t, 'trusted', { first_name: 'Tom', last_name: 'Holm' });
    const { swap } = json<{ swap: SwapView }>(
      await call(vera.headers, 'POST', `/api/bookings/${vera.bookingId}/offer`, {
        to_user_id: tom.user.id,
        their_booking_id: null,
      }),
    );
    expect(swap).toMatchObject({ needs_admin: true, their_stay: null });
    const before = sink.received.length;
    await call(tom.headers, 'POST', `/api/swaps/${swap.id}/accept`);
    await t.app.backgroundIdle();
    const toAdmins = sink.received.slice(before).filter((m) => m.to.includes('admin@example.com'));
    expect(toAdmins).toHaveLength(1);
    expect(toAdmins[0]!.raw).toContain('Subject: To approve: Vera Holm gives Tom Holm a stay');
    expect(toAdmins[0]!.raw).toContain(
      'Vera Holm gives Tom Holm their stay in high season, 1 July 2026 – 8 July 2026, and Tom Holm has accepted it.',
    );
    expect(toAdmins[0]!.raw).not.toContain('trade');
  });

  it('leaves both stays as they were when the change fails halfway', async () => {
    const vera = await memberWithStay('Vera', '2026-07-01', '2026-07-08');
    const tom = await memberWithStay('Tom', '2026-08-01', '2026-08-08');
    const { swap } = json<{ swap: SwapView }>(
      await call(vera.headers, 'POST', `/api/bookings/${vera.bookingId}/offer`, {
        to_user_id: tom.user.id,
        their_booking_id: tom.bookingId,
      }),
    );
    await call(tom.headers, 'POST', `/api/swaps/${swap.id}/accept`);
    // A failure forced on the second new booking, after the old ones ended and one was written.
    if (testDatabaseUrl) {
      await sql`create function fail_second_swap() returns trigger language plpgsql as $$
        begin
          if (select count(*) from booking where source = 'swap') >= 1 then
            raise exception 'forced';
          end if;
          return new;
        end $$`.execute(t.app.db);
      await sql`create trigger fail_second_swap before insert on booking for each row
        when (new.source = 'swap') execute function fail_second_swap()`.execute(t.app.db);
    } else {
      await sql`create trigger fail_second_swap before insert on booking
        when new.source = 'swap' and (select count(*) from booking where source = 'swap') >= 1
        begin select raise(abort, 'forced'); end`.execute(t.app.db);
    }
    try {
      const failed = await call(admin, 'POST', `/api/admin/swaps/${swap.id}/approve`);
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`drop trigger fail_second_swap${sql.raw(testDatabaseUrl ? ' on booking' : '')}`.execute(
        t.app.db,
      );
      if (testDatabaseUrl) await sql`drop function fail_second_swap()`.execute(t.app.db);
    }
    expect((await heldBookings()).map((b) => [b.user_id, b.source, b.status])).toEqual([
      [vera.user.id, 'option', 'held'],
      [tom.user.id, 'option', 'held'],
    ]);
    expect(json<Swaps>(await call(admin, 'GET', '/api/admin/swaps')).swaps[0]!.status).toBe(
      'accepted',
    );
  });
});

describe('what an offer refuses', () => {
  it('refuses what is not the caller to offer, or not the other to give', async () => {
    const vera = await memberWithStay('Vera', '2025-10-06', '2025-10-10');
    const tom = await memberWithStay('Tom', '2025-11-03', '2025-11-07');
    const guest = await loginAs(t, 'verified');
    const offer = (who: Headers, bookingId: number, payload: object) =>
      call(who, 'POST', `/api/bookings/${bookingId}/offer`, payload);
    expect(
      refusal(
        await offer(tom.headers, vera.bookingId, {
          to_user_id: tom.user.id,
          their_booking_id: null,
        }),
      ),
    ).toMatchObject({
      status: 409,
      message: 'Only your own stay that has not begun can be offered.',
    });
    expect(
      refusal(
        await offer(vera.headers, vera.bookingId, {
          to_user_id: vera.user.id,
          their_booking_id: null,
        }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'Choose a member who can book stays, other than yourself.',
    });
    expect(
      refusal(
        await offer(vera.headers, vera.bookingId, {
          to_user_id: guest.user.id,
          their_booking_id: null,
        }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      refusal(
        await offer(vera.headers, vera.bookingId, {
          to_user_id: tom.user.id,
          their_booking_id: vera.bookingId,
        }),
      ),
      // Someone else's stay answers as an unknown one (DECISIONS §22: ids tell nothing).
    ).toMatchObject({ status: 404, message: 'No such stay.' });
    expect(
      (
        await offer(vera.headers, vera.bookingId, {
          to_user_id: tom.user.id,
          their_booking_id: null,
        })
      ).statusCode,
    ).toBe(201);
    expect(
      refusal(
        await offer(vera.headers, vera.bookingId, {
          to_user_id: tom.user.id,
          their_booking_id: null,
        }),
      ),
    ).toMatchObject({ status: 409, message: 'This stay is offered to someone already.' });
  });

  it('checks the cleaning days again as the stays change hands: a stay too close refuses it', async () => {
    const vera = await memberWithStay('Vera', '2025-10-06', '2025-10-10');
    const tom = await loginAs(t, 'trusted', { first_name: 'Tom' });
    const bo = await loginAs(t, 'trusted', { first_name: 'Bo' });
    const { swap } = json<{ swap: SwapView }>(
      await call(vera.headers, 'POST', `/api/bookings/${vera.bookingId}/offer`, {
        to_user_id: tom.user.id,
        their_booking_id: null,
      }),
    );
    // Bo's stay two days after Vera's leaves too few days for cleaning.
    const stamp = '2025-09-12T08:00:00.000Z';
    const tooClose = () =>
      t.app.db
        .insertInto('booking')
        .values({
          user_id: bo.user.id,
          from_date: '2025-10-12',
          to_date: '2025-10-14',
          party: null,
          source: 'swap',
          option_id: null,
          round_block_id: null,
          status: 'held',
          booked_at: stamp,
          ended_at: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    if (testDatabaseUrl) {
      // PostgreSQL's guard covers every row at all times: such a house cannot even be stored, so
      // no swap can meet one.
      await expect(tooClose()).rejects.toThrow(/booking_held_apart/);
      return;
    }
    // SQLite's guard judges each row as it is written: a house restored from a copy made before
    // the guard can hold such a stay, and the swap's new booking is judged against it.
    const triggers = await sql<{ sql: string }>`
      select sql from sqlite_master where type = 'trigger' and name like 'booking_held_apart%'`.execute(
      t.app.db,
    );
    expect(triggers.rows).toHaveLength(2);
    for (const name of ['booking_held_apart_insert', 'booking_held_apart_update']) {
      await sql`drop trigger ${sql.raw(name)}`.execute(t.app.db);
    }
    try {
      await tooClose();
    } finally {
      for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(t.app.db);
    }
    expect(refusal(await call(tom.headers, 'POST', `/api/swaps/${swap.id}/accept`))).toMatchObject({
      status: 409,
      code: 'api.swap.clash',
      message:
        'The stays cannot change hands: one would leave too few days for cleaning beside another stay.',
    });
    // Nothing changed hands: Vera's stay is hers, the offer still waits.
    expect((await heldBookings()).map((b) => [b.user_id, b.source, b.status])).toEqual([
      [vera.user.id, 'option', 'held'],
      [bo.user.id, 'swap', 'held'],
    ]);
    expect(json<Swaps>(await call(tom.headers, 'GET', '/api/swaps')).swaps[0]!.status).toBe(
      'offered',
    );
  });

  it('ends an offer whose stay changed meanwhile, and one nobody answered in 48 hours', async () => {
    const vera = await memberWithStay('Vera', '2025-10-06', '2025-10-10');
    const tom = await loginAs(t, 'trusted', { first_name: 'Tom' });
    const { swap } = json<{ swap: SwapView }>(
      await call(vera.headers, 'POST', `/api/bookings/${vera.bookingId}/offer`, {
        to_user_id: tom.user.id,
        their_booking_id: null,
      }),
    );
    // Vera cancels the stay before Tom answers.
    expect(
      (await call(vera.headers, 'POST', `/api/stay-options/${vera.optionId}/cancel`)).statusCode,
    ).toBe(200);
    expect(refusal(await call(tom.headers, 'POST', `/api/swaps/${swap.id}/accept`))).toMatchObject({
      status: 409,
      message: 'One of the stays changed after the offer was made, so the offer has ended.',
    });
    expect(json<Swaps>(await call(tom.headers, 'GET', '/api/swaps')).swaps[0]!.status).toBe('void');

    const lena = await memberWithStay('Lena', '2025-11-10', '2025-11-14');
    const late = json<{ swap: SwapView }>(
      await call(lena.headers, 'POST', `/api/bookings/${lena.bookingId}/offer`, {
        to_user_id: tom.user.id,
        their_booking_id: null,
      }),
    ).swap;
    t.clock.advance(48 * HOUR_MS);
    try {
      expect(
        refusal(await call(tom.headers, 'POST', `/api/swaps/${late.id}/accept`)),
      ).toMatchObject({
        status: 409,
        message: 'This offer ran out: it was not answered within 48 hours.',
      });
    } finally {
      t.clock.advance(-48 * HOUR_MS);
    }
    // Declining is the other's answer too.
    const again = json<{ swap: SwapView }>(
      await call(lena.headers, 'POST', `/api/bookings/${lena.bookingId}/offer`, {
        to_user_id: tom.user.id,
        their_booking_id: null,
      }),
    ).swap;
    const declined = await call(tom.headers, 'POST', `/api/swaps/${again.id}/decline`);
    expect(json<{ swap: SwapView }>(declined).swap.status).toBe('declined');
    expect((await heldBookings()).find((b) => b.user_id === lena.user.id)?.status).toBe('held');
  });
});
