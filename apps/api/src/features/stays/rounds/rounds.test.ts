import { simpleParser } from 'mailparser';
import type {
  DrawView,
  MemberRounds,
  RemindResponse,
  RoundVoters,
  RoundsResponse,
  SeasonBlocks,
  StayPlansResponse,
} from '@stuga/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, testDatabaseUrl, type TestApp } from '../../../test/helpers.js';
import { putDevice } from '../../../db/push.repository.js';
import { startPushService, type PushService } from '../../../test/push-service.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { createPlan } from '../../../test/stays.js';
import { createUser, loginAs } from '../../../test/users.js';

let t: TestApp;
let admin: Record<string, string>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let pushes: PushService;

beforeAll(async () => {
  sink = await startSmtpSink();
  // The clock is pinned at SPEC's reference day, 12 September 2025.
  pushes = await startPushService();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: sink.url, PUSH_SERVICES: '127.0.0.1' },
  });
  admin = (await loginAs(t, 'admin')).headers;
});
afterAll(async () => {
  await t.close();
  await sink.close();
  await pushes.close();
});

/** The mails received since `before` to `address`, parsed. */
const mailsTo = (address: string, before: number) =>
  Promise.all(
    sink.received
      .slice(before)
      .filter((mail) => mail.to.includes(address))
      .map((mail) => simpleParser(mail.source)),
  );
beforeEach(async () => {
  await t.app.db.deleteFrom('offer').execute();
  await t.app.db.deleteFrom('wish').execute();
  await t.app.db.deleteFrom('round').execute();
  await t.app.db.deleteFrom('booking').execute();
  await t.app.db.deleteFrom('stay_option').execute();
  await t.app.db.deleteFrom('stay_plan').execute();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, payload });

const summer = {
  name: 'Summer 2026',
  opens: '2025-10-01',
  closes: '2025-10-14',
  first_pass_cap: 1,
  total_cap: 2,
  // Named by code, as blocks made from the season are: each reader reads them in their language.
  blocks: [
    { name: '@midsummer', from: '2026/06/15', to: '2026/06/21' },
    { name: '@week:28', from: '2026/07/06', to: '2026/07/12' },
  ],
};

/** A booking of a member named Vera Berg (held, from an approved option). */
async function veraBooks(from: string, to: string) {
  const vera = await createUser(t, 'trusted', { first_name: 'Vera', last_name: 'Berg' });
  await createPlan(t, vera.id, {
    expiry: '2026-05-01',
    options: [{ from, to, status: 'approved' }],
  });
}

const refusal = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  ...(JSON.parse(response.body) as { error: string; message: string; code?: string }),
});

describe('high-season rounds as admins set them up (DECISIONS §18)', () => {
  it('makes the high season into blocks, leaving out those a booking clashes with', async () => {
    await veraBooks('2026-07-08', '2026-07-10');
    const response = await call(
      'GET',
      '/api/admin/rounds/season-blocks?from=2026-06-01&to=2026-07-26',
    );
    expect(response.statusCode).toBe(200);
    const season = json<SeasonBlocks>(response);
    expect(season.blocks).toEqual([
      { name: { kind: 'midsummer' }, from: '2026/06/15', to: '2026/06/21' },
      { name: { kind: 'week', week: 30 }, from: '2026/07/21', to: '2026/07/26' },
    ]);
    // A week from 1 July ends a day before Vera arrives, the next begins a day after she leaves:
    // the cleaning days (DECISIONS §9) leave both out; the blocks keep four days apart.
    expect(season.left_out).toEqual([
      {
        name: { kind: 'week', week: 27 },
        from: '2026/07/01',
        to: '2026/07/07',
        booked_by: 'Vera Berg',
        booked_from: '2026/07/08',
        booked_to: '2026/07/10',
      },
      {
        name: { kind: 'week', week: 28 },
        from: '2026/07/11',
        to: '2026/07/17',
        booked_by: 'Vera Berg',
        booked_from: '2026/07/08',
        booked_to: '2026/07/10',
      },
    ]);
  });

  it('opens a round, lists it with its blocks, and tells nobody who voted', async () => {
    const created = await call('POST', '/api/admin/rounds', summer);
    expect(created.statusCode).toBe(201);
    const { round } = json<{ round: RoundsResponse['rounds'][number] }>(created);
    expect(round).toMatchObject({
      name: 'Summer 2026',
      opens: '2025-10-01',
      closes: '2025-10-14',
      first_pass_cap: 1,
      total_cap: 2,
      status: 'set',
      phase: 'upcoming',
      voters: 0,
      can: { edit: true, vote: false, draw: false, cancel: true },
    });
    // Blocks made from the season keep their codes: each screen and mail writes them.
    expect(round.blocks.map(({ name, from, to }) => [name, from, to])).toEqual([
      ['@midsummer', '2026/06/15', '2026/06/21'],
      ['@week:28', '2026/07/06', '2026/07/12'],
    ]);
    const listed = json<RoundsResponse>(await call('GET', '/api/admin/rounds'));
    expect(listed.rounds).toEqual([round]);
    expect(json(await call('GET', `/api/admin/rounds/${round.id}`))).toEqual({ round });
  });

  it('refuses a ballot opening in the past, blocks before the close, and blocks on a booking', async () => {
    expect(
      refusal(await call('POST', '/api/admin/rounds', { ...summer, opens: '2025-09-11' })),
    ).toMatchObject({
      status: 400,
      code: 'api.round.opensPast',
      message: 'The ballot cannot open before today.',
    });
    const early = {
      ...summer,
      blocks: [{ name: 'Autumn week', from: '2025/10/14', to: '2025/10/18' }],
    };
    expect(refusal(await call('POST', '/api/admin/rounds', early))).toMatchObject({
      status: 400,
      message: 'Autumn week begins before the ballot closes: every block must begin after it.',
    });
    await veraBooks('2026-07-14', '2026-07-16');
    expect(refusal(await call('POST', '/api/admin/rounds', summer))).toMatchObject({
      status: 409,
      code: 'api.round.blockBooked',
      message: 'Week 28 clashes with the stay booked by Vera Berg (14 July 2026 – 16 July 2026).',
    });
    expect(await t.app.db.selectFrom('round').selectAll().execute()).toEqual([]);
  });

  it('refuses what the form would: days out of order, caps, no blocks, a block of no nights', async () => {
    const cases: [object, string][] = [
      [{ closes: '2025-09-30' }, 'The ballot must close on or after the day it opens.'],
      [
        { first_pass_cap: 3, total_cap: 2 },
        'Each member gets 1 to 10 blocks, and no fewer in all than in the first pass.',
      ],
      [
        { first_pass_cap: 0 },
        'Each member gets 1 to 10 blocks, and no fewer in all than in the first pass.',
      ],
      [{ blocks: [] }, 'Give the round 1 to 40 blocks.'],
      [
        { blocks: [{ name: 'Week 28', from: '2026/07/06', to: '2026/07/06' }] },
        'A block is at least one night.',
      ],
      [
        { blocks: [{ name: '  ', from: '2026/07/06', to: '2026/07/12' }] },
        'Give each block a name.',
      ],
      [{ name: '' }, 'Give the round a name.'],
      [{ opens: '2025/10/01' }, 'Choose the day as YYYY-MM-DD.'],
    ];
    for (const [change, message] of cases) {
      const response = await call('POST', '/api/admin/rounds', { ...summer, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(json(response).message).toBe(message);
    }
  });

  it('changes a round until its ballot opens, and cancels it until it is confirmed', async () => {
    const { round } = json<{ round: { id: number } }>(
      await call('POST', '/api/admin/rounds', summer),
    );
    const renamed = await call('PUT', `/api/admin/rounds/${round.id}`, {
      ...summer,
      name: 'Sommaren 2026',
      blocks: [summer.blocks[1]],
    });
    expect(renamed.statusCode).toBe(200);
    expect(json<{ round: { name: string; blocks: unknown[] } }>(renamed).round).toMatchObject({
      name: 'Sommaren 2026',
      blocks: [{ name: '@week:28', from: '2026/07/06', to: '2026/07/12' }],
    });
    // A typed name never looks like a code.
    expect(
      refusal(
        await call('PUT', `/api/admin/rounds/${round.id}`, {
          ...summer,
          blocks: [{ name: '@easter', from: '2026/07/06', to: '2026/07/12' }],
        }),
      ),
    ).toMatchObject({ status: 400, message: 'Give each block a name.' });

    const opened = json<{ round: { id: number } }>(
      await call('POST', '/api/admin/rounds', { ...summer, opens: '2025-09-12' }),
    ).round;
    expect(refusal(await call('PUT', `/api/admin/rounds/${opened.id}`, summer))).toMatchObject({
      status: 409,
      message: 'The ballot has opened: this round can no longer be changed.',
    });
    const cancelled = await call('POST', `/api/admin/rounds/${opened.id}/cancel`);
    expect(json<{ round: { status: string; can: object } }>(cancelled).round).toMatchObject({
      status: 'cancelled',
      can: { edit: false, vote: false, draw: false, cancel: false },
    });
    expect(refusal(await call('POST', `/api/admin/rounds/${opened.id}/cancel`))).toMatchObject({
      status: 409,
      message: 'This round is confirmed or cancelled already.',
    });
    for (const response of [
      await call('GET', '/api/admin/rounds/999999'),
      await call('PUT', '/api/admin/rounds/999999', summer),
      await call('POST', '/api/admin/rounds/999999/cancel'),
    ]) {
      expect(refusal(response)).toMatchObject({ status: 404, message: 'No such round.' });
    }
    // An address that is no round's at all is refused as the request it is.
    expect(refusal(await call('GET', '/api/admin/rounds/x'))).toMatchObject({
      status: 400,
      message: 'No such round.',
    });
  });

  it('asks for a span of days the first no later than the last', async () => {
    const response = await call(
      'GET',
      '/api/admin/rounds/season-blocks?from=2026-08-01&to=2026-06-01',
    );
    expect(refusal(response)).toMatchObject({
      status: 400,
      message: 'Choose the first and last day, the first no later than the last.',
    });
  });
});

describe("a member's sealed ballot (DECISIONS §18)", () => {
  const DAY_MS = 86_400_000;
  const memberCall = (
    headers: Record<string, string>,
    method: 'GET' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });

  async function openRound(opens = '2025-09-12', closes = '2025-09-25') {
    const created = await call('POST', '/api/admin/rounds', { ...summer, opens, closes });
    expect(created.statusCode).toBe(201);
    return json<{ round: { id: number; blocks: { id: number }[] } }>(created).round;
  }

  it('ranks the blocks while the ballot is open, seen by its owner alone', async () => {
    const round = await openRound();
    const [midsummer, week28] = round.blocks.map((block) => block.id);
    const tina = (await loginAs(t, 'trusted')).headers;
    const tom = (await loginAs(t, 'trusted')).headers;

    const before = json<MemberRounds>(await memberCall(tina, 'GET', '/api/rounds'));
    expect(before.rounds).toHaveLength(1);
    expect(before.rounds[0]).toMatchObject({ id: round.id, ballot: [], can: { vote: true } });
    expect(before.rounds[0]).not.toHaveProperty('voters');

    const saved = await memberCall(tina, 'PUT', `/api/rounds/${round.id}/ballot`, {
      ranking: [week28, midsummer],
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toEqual({ ranking: [week28, midsummer] });
    // Changed as often as she likes until the close: the last ranking is the ballot.
    await memberCall(tina, 'PUT', `/api/rounds/${round.id}/ballot`, { ranking: [midsummer] });

    const mine = json<MemberRounds>(await memberCall(tina, 'GET', '/api/rounds'));
    expect(mine.rounds[0]!.ballot).toEqual([midsummer]);
    const theirs = json<MemberRounds>(await memberCall(tom, 'GET', '/api/rounds'));
    expect(theirs.rounds[0]!.ballot).toEqual([]);
    const counted = json<RoundsResponse>(await call('GET', '/api/admin/rounds'));
    expect(counted.rounds[0]!.voters).toBe(1);

    // An empty ranking withdraws the ballot.
    await memberCall(tina, 'PUT', `/api/rounds/${round.id}/ballot`, { ranking: [] });
    expect(json<RoundsResponse>(await call('GET', '/api/admin/rounds')).rounds[0]!.voters).toBe(0);
  });

  it("refuses another round's block, a block ranked twice, and a ballot not open", async () => {
    const round = await openRound();
    const other = await openRound('2025-09-20', '2025-09-30');
    const tina = (await loginAs(t, 'trusted')).headers;
    const put = (id: number, ranking: unknown) =>
      memberCall(tina, 'PUT', `/api/rounds/${id}/ballot`, { ranking });

    expect(refusal(await put(round.id, [other.blocks[0]!.id]))).toMatchObject({
      status: 400,
      message: 'That block is not part of this round.',
    });
    const first = round.blocks[0]!.id;
    expect(refusal(await put(round.id, [first, first]))).toMatchObject({
      status: 400,
      message: 'Rank each block once.',
    });
    expect(refusal(await put(other.id, [other.blocks[0]!.id]))).toMatchObject({
      status: 409,
      code: 'api.round.ballotClosed',
      message: 'The ballot is not open: members rank from 20 Sept 2025 to 30 Sept 2025.',
    });
    expect(refusal(await put(999_999, [first]))).toMatchObject({ status: 404 });

    // After the close, no ballot changes.
    t.clock.advance(14 * DAY_MS);
    try {
      expect(refusal(await put(round.id, [first]))).toMatchObject({ status: 409 });
    } finally {
      t.clock.advance(-14 * DAY_MS);
    }
    // A cancelled round is gone for members.
    await call('POST', `/api/admin/rounds/${round.id}/cancel`);
    expect(refusal(await put(round.id, [first]))).toMatchObject({ status: 404 });
    const seen = json<MemberRounds>(await memberCall(tina, 'GET', '/api/rounds'));
    expect(seen.rounds.map((r) => r.id)).toEqual([other.id]);
  });
});

describe('who has voted, and reminders to those who have not (DECISIONS §18)', () => {
  const DAY_MS = 86_400_000;

  it('lists who voted and who may vote and has not, and reminds each at most once a day', async () => {
    const created = await call('POST', '/api/admin/rounds', {
      ...summer,
      opens: '2025-09-12',
      closes: '2025-09-25',
    });
    const { round } = json<{ round: { id: number; blocks: { id: number }[] } }>(created);
    const tina = await loginAs(t, 'trusted', {
      first_name: 'Tina',
      last_name: 'Lund',
      email: 'tina.r@example.com',
    });
    const tom = await createUser(t, 'trusted', {
      first_name: 'Tom',
      last_name: 'Rask',
      email: 'tom.r@example.com',
      language: 'sv',
    });
    const guest = await createUser(t, 'verified', { email: 'guest.r@example.com' });
    const away = await createUser(t, 'trusted', {
      email: 'away.r@example.com',
      suspended_at: '2025-09-01T10:00:00Z',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/rounds/${round.id}/ballot`,
      headers: tina.headers,
      payload: { ranking: [round.blocks[0]!.id] },
    });

    const voters = json<RoundVoters>(await call('GET', `/api/admin/rounds/${round.id}/voters`));
    expect(voters.voted).toEqual([{ user_id: tina.user.id, name: 'Tina Lund' }]);
    const waiting = voters.not_voted.map((line) => line.user_id);
    expect(waiting).toContain(tom.id);
    // Only members who may book are asked to vote; a suspended one is not.
    expect(waiting).not.toContain(guest.id);
    expect(waiting).not.toContain(away.id);
    expect(waiting).not.toContain(tina.user.id);
    expect(voters.not_voted.find((line) => line.user_id === tom.id)).toEqual({
      user_id: tom.id,
      name: 'Tom Rask',
      reminded_on: null,
    });

    // Tom's phone has notifications on (DECISIONS §25).
    const phone = pushes.subscribe();
    await putDevice(t.app.db, {
      user_id: tom.id,
      endpoint: phone.endpoint,
      p256dh: phone.keys.p256dh,
      auth: phone.keys.auth,
      label: 'Phone',
      created_at: '2025-09-12T07:00:00.000Z',
    });
    const pushedBefore = pushes.received.length;
    // Two admins press at once: each waiting member is mailed once.
    const before = sink.received.length;
    const presses = await Promise.all([
      call('POST', `/api/admin/rounds/${round.id}/remind`),
      call('POST', `/api/admin/rounds/${round.id}/remind`),
    ]);
    expect(presses.map((press) => press.statusCode)).toEqual([200, 200]);
    const counts = presses.map((press) => json<RemindResponse>(press).reminded);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(waiting.length);
    await t.app.backgroundIdle();
    const toTom = await mailsTo('tom.r@example.com', before);
    expect(toTom).toHaveLength(1);
    expect(toTom[0]!.subject).toBe('Omröstningen i Summer 2026 stänger 25 sep. 2025');
    expect(toTom[0]!.text).toContain('Hej Tom!');
    expect(toTom[0]!.text).toContain(`Din röst: ${t.config.publicUrl}/rounds/${round.id}`);
    // And once on his phone, opening his ballot.
    expect(
      pushes.received
        .slice(pushedBefore)
        .filter((push) => push.device === phone.id)
        .map((push) => [push.notice.body, push.notice.url]),
    ).toEqual([['Omröstningen i Summer 2026 stänger 25 sep. 2025', `/rounds/${round.id}`]]);
    expect(await mailsTo('tina.r@example.com', before)).toHaveLength(0);
    expect(await mailsTo('guest.r@example.com', before)).toHaveLength(0);
    const after = json<RoundVoters>(await call('GET', `/api/admin/rounds/${round.id}/voters`));
    expect(after.not_voted.find((line) => line.user_id === tom.id)?.reminded_on).toBe('2025-09-12');

    // Later the same day: nobody is mailed again. The next day: once more.
    const again = json<RemindResponse>(await call('POST', `/api/admin/rounds/${round.id}/remind`));
    expect(again.reminded).toBe(0);
    t.clock.advance(DAY_MS);
    try {
      const next = json<RemindResponse>(await call('POST', `/api/admin/rounds/${round.id}/remind`));
      expect(next.reminded).toBe(waiting.length);
      await t.app.backgroundIdle();
      expect(await mailsTo('tom.r@example.com', before)).toHaveLength(2);
    } finally {
      t.clock.advance(-DAY_MS);
    }

    // After the close there is nothing to remind of.
    t.clock.advance(14 * DAY_MS);
    try {
      expect(refusal(await call('POST', `/api/admin/rounds/${round.id}/remind`))).toMatchObject({
        status: 409,
        code: 'api.round.ballotClosed',
      });
    } finally {
      t.clock.advance(-14 * DAY_MS);
    }
    expect(refusal(await call('GET', '/api/admin/rounds/99999/voters'))).toMatchObject({
      status: 404,
      message: 'No such round.',
    });
  });
});

describe("plans and a round's blocks (DECISIONS §18)", () => {
  it("refuses plans for dates in a live round's blocks, with the round and its close", async () => {
    const created = await call('POST', '/api/admin/rounds', summer);
    const { round } = json<{ round: { id: number } }>(created);
    const anna = (await loginAs(t, 'trusted')).headers;
    const plan = (from: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stay-plans',
        headers: anna,
        payload: { title: 'Summer', expiry_date: '2026/05/01', options: [{ from, to }] },
      });

    // One day of Midsummer week is enough to be the round's.
    expect(refusal(await plan('2026/06/21', '2026/06/24'))).toMatchObject({
      status: 409,
      code: 'api.round.datesInRound',
      message:
        'These dates are in the Summer 2026 round: rank them on the ballot until 14 Oct 2025.',
    });
    expect(await t.app.db.selectFrom('stay_plan').selectAll().execute()).toEqual([]);
    // So is a block's last day; the day after it is free for plans.
    expect((await plan('2026/07/12', '2026/07/14')).statusCode).toBe(409);
    expect((await plan('2026/06/22', '2026/06/25')).statusCode).toBe(201);
    // A cancelled round holds nothing.
    await call('POST', `/api/admin/rounds/${round.id}/cancel`);
    expect((await plan('2026/06/15', '2026/06/18')).statusCode).toBe(201);
  });
});

describe('the draw (DECISIONS §18)', () => {
  const DAY_MS = 86_400_000;
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ seed: false, shareWith: t });
  });
  afterAll(async () => {
    await other.close();
  });

  /** Runs `work` with both processes' clocks `days` on, then puts them back. */
  async function later<T>(days: number, work: () => Promise<T>): Promise<T> {
    t.clock.advance(days * DAY_MS);
    other.clock.advance(days * DAY_MS);
    try {
      return await work();
    } finally {
      t.clock.advance(-days * DAY_MS);
      other.clock.advance(-days * DAY_MS);
    }
  }

  async function votedRound() {
    const created = await call('POST', '/api/admin/rounds', {
      ...summer,
      opens: '2025-09-12',
      closes: '2025-09-20',
    });
    const { round } = json<{ round: { id: number; blocks: { id: number }[] } }>(created);
    const [midsummer, week28] = round.blocks.map((block) => block.id);
    const tina = await loginAs(t, 'trusted', { first_name: 'Tina', last_name: 'Lund' });
    const tom = await loginAs(t, 'trusted', { first_name: 'Tom', last_name: 'Ek' });
    // Tom stayed a high-season week last summer; Tina did not.
    await createPlan(t, tom.user.id, {
      expiry: '2025-06-01',
      options: [{ from: '2025-07-01', to: '2025-07-08', status: 'approved' }],
    });
    for (const member of [tina, tom]) {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/rounds/${round.id}/ballot`,
        headers: member.headers,
        payload: { ranking: [midsummer, week28] },
      });
      expect(saved.statusCode).toBe(200);
    }
    return { id: round.id, midsummer: midsummer!, week28: week28!, tina, tom };
  }

  it('waits for the close, then gives the member with fewer high-season nights first pick', async () => {
    const round = await votedRound();
    expect(refusal(await call('GET', `/api/admin/rounds/${round.id}/draw`))).toMatchObject({
      status: 404,
      message: 'This round has not been drawn yet.',
    });
    expect(refusal(await call('POST', `/api/admin/rounds/${round.id}/draw`))).toMatchObject({
      status: 409,
      message: 'The ballot has not closed, or this round was drawn already.',
    });

    const drawn = await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`));
    expect(drawn.statusCode).toBe(200);
    const { draw } = json<{ draw: DrawView }>(drawn);
    expect(draw).toMatchObject({ status: 'proposed', drawn_by: 'admin' });
    expect(draw.seed).toBeGreaterThanOrEqual(0);
    expect(
      draw.order.map(({ name, place, high_season_nights }) => [place, name, high_season_nights]),
    ).toEqual([
      [1, 'Tina Lund', 0],
      [2, 'Tom Ek', 7],
    ]);
    expect(draw.given).toEqual([
      { block_id: round.midsummer, user_id: round.tina.user.id, pass: 1 },
      { block_id: round.week28, user_id: round.tom.user.id, pass: 1 },
    ]);
    expect(draw.passes[0]![1]).toEqual({
      user_id: round.tom.user.id,
      given: [{ block_id: round.week28, rank: 2 }],
      nothing_free: false,
    });
    expect(json(await call('GET', `/api/admin/rounds/${round.id}/draw`))).toEqual({ draw });
    expect(json<RoundsResponse>(await call('GET', '/api/admin/rounds')).rounds[0]).toMatchObject({
      status: 'drawn',
    });
    // Drawn once: asking again is refused.
    expect(
      (await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`))).statusCode,
    ).toBe(409);
  });

  it("says truly why a member got nothing, on the draw and in the result's mail", async () => {
    // Week 51 and Christmas week an admin set back to back: whoever gets one excludes the other.
    const created = await call('POST', '/api/admin/rounds', {
      ...summer,
      name: 'Winter 2026',
      opens: '2025-09-12',
      closes: '2025-09-20',
      total_cap: 1,
      blocks: [
        { name: 'Week 51', from: '2026/12/14', to: '2026/12/20' },
        { name: 'Christmas week', from: '2026/12/21', to: '2026/12/27' },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { round } = json<{ round: { id: number; blocks: { id: number }[] } }>(created);
    const [week51, christmas] = round.blocks.map((block) => block.id);
    const tina = await loginAs(t, 'trusted', { first_name: 'Tina', last_name: 'Lund' });
    const tom = await loginAs(t, 'trusted', { first_name: 'Tom', last_name: 'Ek' });
    await createPlan(t, tom.user.id, {
      expiry: '2025-06-01',
      options: [{ from: '2025-07-01', to: '2025-07-08', status: 'approved' }],
    });
    for (const [member, ranking] of [
      [tina, [week51]],
      [tom, [christmas]],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/rounds/${round.id}/ballot`,
        headers: member.headers,
        payload: { ranking },
      });
    }
    const { draw } = json<{ draw: DrawView }>(
      await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`)),
    );
    expect(draw.unclaimed).toEqual([christmas]);
    expect(draw.passes[0]![1]).toEqual({
      user_id: tom.user.id,
      given: [],
      nothing_free: true,
      missed: [
        {
          block_id: christmas,
          rank: 1,
          because: { kind: 'tooClose', block_id: week51, user_id: tina.user.id },
        },
      ],
    });
    const before = sink.received.length;
    await later(9, () => call('POST', `/api/admin/rounds/${round.id}/confirm`));
    await t.app.backgroundIdle();
    const [mail] = await mailsTo(tom.user.email, before);
    expect(mail!.text).toContain(
      '- Christmas week was too close to Week 51, given to Tina Lund, for the cleaning days.',
    );
    await t.app.db.deleteFrom('option_history').execute();
  });

  const roundBookings = () =>
    t.app.db
      .selectFrom('booking')
      .select(['user_id', 'from_date', 'to_date', 'source', 'round_block_id', 'status'])
      .where('source', '=', 'round')
      .orderBy('from_date')
      .execute();

  it("confirms a draw: every block given becomes its member's booking, with its history", async () => {
    const round = await votedRound();
    const proposed = json<{ draw: DrawView }>(
      await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`)),
    ).draw;
    const checkDraw = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/rounds/${round.id}/draw`,
        headers: round.tina.headers,
      });
    // Not published before it is confirmed.
    expect(refusal(await checkDraw())).toMatchObject({
      status: 404,
      message: 'The result of this round is not published yet.',
    });
    const confirmed = await later(9, () => call('POST', `/api/admin/rounds/${round.id}/confirm`));
    expect(confirmed.statusCode).toBe(200);
    expect(json<{ round: { status: string } }>(confirmed).round.status).toBe('confirmed');
    expect(await roundBookings()).toEqual([
      {
        user_id: round.tina.user.id,
        from_date: '2026-06-15',
        to_date: '2026-06-21',
        source: 'round',
        round_block_id: round.midsummer,
        status: 'held',
      },
      {
        user_id: round.tom.user.id,
        from_date: '2026-07-06',
        to_date: '2026-07-12',
        source: 'round',
        round_block_id: round.week28,
        status: 'held',
      },
    ]);
    // Each costs what a stay costs as the settings say at the confirmation (DECISIONS §21).
    expect(
      await t.app.db
        .selectFrom('booking')
        .select(['fee', 'adults'])
        .where('source', '=', 'round')
        .execute(),
    ).toEqual([
      { fee: 250_000, adults: 1 },
      { fee: 250_000, adults: 1 },
    ]);
    const history = await t.app.db
      .selectFrom('option_history')
      .select(['user_id', 'to_status', 'reason', 'reason_code'])
      .where('reason_code', '=', 'api.round.given')
      .orderBy('from_date')
      .execute();
    expect(history).toEqual([
      {
        user_id: round.tina.user.id,
        to_status: 'approved',
        reason: 'Given in the Summer 2026 round.',
        reason_code: 'api.round.given',
      },
      {
        user_id: round.tom.user.id,
        to_status: 'approved',
        reason: 'Given in the Summer 2026 round.',
        reason_code: 'api.round.given',
      },
    ]);
    // The fair share counts what the round gave; the admins' history list reads it.
    const share = json<{ rows: { user_id: number; high_season_nights: number }[] }>(
      await call('GET', '/api/admin/fair-share?year=2026'),
    );
    expect(share.rows.find((row) => row.user_id === round.tina.user.id)).toMatchObject({
      high_season_nights: 6,
    });
    expect((await call('GET', '/api/admin/decisions')).statusCode).toBe(200);

    // Any member runs the draw again from its ballots and seed, and gets what was confirmed.
    const checked = json<{ draw: DrawView; same: boolean }>(await checkDraw());
    expect(checked.same).toBe(true);
    expect(checked.draw).toEqual({ ...proposed, status: 'confirmed' });
    // A result that was not what its ballots and seed give fails the check.
    await t.app.db
      .updateTable('round_draw')
      .set({ result: JSON.stringify({ order: [], passes: [], given: [], unclaimed: [] }) })
      .where('round_id', '=', round.id)
      .execute();
    expect(json<{ same: boolean }>(await checkDraw()).same).toBe(false);
    // Confirmed once.
    expect(refusal(await call('POST', `/api/admin/rounds/${round.id}/confirm`))).toMatchObject({
      status: 409,
      message: 'Only a drawn round can be confirmed or discarded.',
    });
  });

  it('mails every voter their result in their language, and shows what was given on every calendar', async () => {
    const round = await votedRound();
    await t.app.db
      .updateTable('users')
      .set({ language: 'sv' })
      .where('id', '=', round.tom.user.id)
      .execute();
    // Cai stayed two high-season weeks last summer: last in the order, he finds nothing free.
    const cai = await loginAs(t, 'trusted', { first_name: 'Cai', last_name: 'Berg' });
    await createPlan(t, cai.user.id, {
      expiry: '2025-06-01',
      options: [{ from: '2025-07-20', to: '2025-08-03', status: 'approved' }],
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/rounds/${round.id}/ballot`,
      headers: cai.headers,
      payload: { ranking: [round.midsummer] },
    });
    // Once the ballot has closed, plans for the blocks wait for the draw to be confirmed.
    const plan = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stay-plans',
        headers,
        payload: {
          title: 'Summer',
          expiry_date: '2026/05/01',
          options: [{ from: '2026/06/16', to: '2026/06/18' }],
        },
      });
    expect(refusal(await later(9, () => plan(cai.headers)))).toMatchObject({
      status: 409,
      code: 'api.round.datesBeingDrawn',
      message:
        'These dates are in the Summer 2026 round, whose ballot has closed: blocks nobody is given open for plans once its draw is confirmed.',
    });
    await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`));
    const before = sink.received.length;
    expect(
      (await later(9, () => call('POST', `/api/admin/rounds/${round.id}/confirm`))).statusCode,
    ).toBe(200);
    await t.app.backgroundIdle();

    const [toTina] = await mailsTo(round.tina.user.email, before);
    expect(toTina!.subject).toBe('The Summer 2026 round: your result');
    expect(toTina!.text).toContain(
      'The Summer 2026 round is drawn and confirmed. You were given this block; it is booked for you:\n- Midsummer week: 15 June 2026 – 21 June 2026',
    );
    expect(toTina!.text).toContain('The order of the draw:\n1. Tina Lund\n2. Tom Ek\n3. Cai Berg');
    expect(toTina!.text).toContain(`${t.config.publicUrl}/rounds/${round.id}`);
    const [toTom] = await mailsTo(round.tom.user.email, before);
    expect(toTom!.subject).toBe('Omgången Summer 2026: ditt resultat');
    expect(toTom!.text).toContain(
      'Du fick det här blocket; det är bokat åt dig:\n- Vecka 28: 6 juli 2026 – 12 juli 2026',
    );
    const toCai = await mailsTo(cai.user.email, before);
    expect(toCai).toHaveLength(1);
    expect(toCai[0]!.text).toContain(
      'No block you ranked was free when your turn came, so you got nothing this time; in the next round you move up one place for it.',
    );

    // What the round gave is on every planner's calendar: their own marked as theirs.
    const seen = json<StayPlansResponse>(
      await t.app.inject({ method: 'GET', url: '/api/stay-plans', headers: cai.headers }),
    ).given_stays;
    expect(
      seen.map(({ current_user, own, from, to, round: name, block }) => ({
        current_user,
        own,
        from,
        to,
        name,
        block,
      })),
    ).toEqual([
      {
        current_user: 'Tina Lund',
        own: false,
        from: '2026/06/15',
        to: '2026/06/21',
        name: 'Summer 2026',
        block: '@midsummer',
      },
      {
        current_user: 'Tom Ek',
        own: false,
        from: '2026/07/06',
        to: '2026/07/12',
        name: 'Summer 2026',
        block: '@week:28',
      },
    ]);
    const own = json<StayPlansResponse>(
      await t.app.inject({ method: 'GET', url: '/api/stay-plans', headers: round.tina.headers }),
    ).given_stays;
    expect(own.map((stay) => stay.own)).toEqual([true, false]);
    // And in the member's calendar feed: a booking of its own, its event named by the booking.
    const feed = json<{ url: string }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/calendar-feed',
        headers: round.tina.headers,
      }),
    );
    const ics = (await t.app.inject({ method: 'GET', url: new URL(feed.url).pathname })).body;
    expect(ics).toMatch(
      /UID:booking-\d+@[^\r]*\r\n(?:[^\r]*\r\n)*?DTSTART;VALUE=DATE:20260615\r\n/,
    );
    expect(ics).toContain('SUMMARY:Your stay at the house');
    // The member's round page lists the confirmed round with the rest.
    const listed = json<MemberRounds>(
      await t.app.inject({ method: 'GET', url: '/api/rounds', headers: cai.headers }),
    );
    expect(listed.rounds.map((r) => [r.id, r.status])).toEqual([[round.id, 'confirmed']]);
  });

  it('opens the blocks nobody got for ordinary plans once the draw is confirmed', async () => {
    const created = await call('POST', '/api/admin/rounds', {
      ...summer,
      opens: '2025-09-12',
      closes: '2025-09-20',
    });
    const { round } = json<{ round: { id: number; blocks: { id: number }[] } }>(created);
    const [midsummer] = round.blocks.map((block) => block.id);
    const ida = await loginAs(t, 'trusted', { first_name: 'Ida', last_name: 'Holm' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/rounds/${round.id}/ballot`,
      headers: ida.headers,
      payload: { ranking: [midsummer] },
    });
    const bo = (await loginAs(t, 'trusted')).headers;
    const plan = (from: string, to: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stay-plans',
        headers: bo,
        payload: { title: 'Summer', expiry_date: '2026/05/01', options: [{ from, to }] },
      });
    await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`));
    // Drawn, not yet confirmed: Week 28 waits for the confirmation.
    expect(refusal(await later(9, () => plan('2026/07/06', '2026/07/10')))).toMatchObject({
      status: 409,
      code: 'api.round.datesBeingDrawn',
    });
    await later(9, () => call('POST', `/api/admin/rounds/${round.id}/confirm`));
    // Nobody got Week 28: free for plans at once. Midsummer week is Ida's booking now.
    expect((await later(9, () => plan('2026/07/06', '2026/07/10'))).statusCode).toBe(201);
    expect(refusal(await later(9, () => plan('2026/06/16', '2026/06/18')))).toMatchObject({
      status: 409,
      code: 'api.stay.overlaps',
    });
  });

  it("lets a member give up a block they were given; its days go to the waitlist in the round's order", async () => {
    const round = await votedRound();
    await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`));
    await later(9, () => call('POST', `/api/admin/rounds/${round.id}/confirm`));
    const [tinas] = await t.app.db
      .selectFrom('booking')
      .select('id')
      .where('user_id', '=', round.tina.user.id)
      .where('round_block_id', '=', round.midsummer)
      .execute();
    // Bo asked first, but Tom was in the round: Tom is offered the block first.
    const bo = await loginAs(t, 'trusted');
    const waitFor = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        headers,
        payload: { from: '2026/06/15', to: '2026/06/21', min_nights: 3 },
      });
    expect((await later(9, () => waitFor(bo.headers))).statusCode).toBe(201);
    expect((await later(9, () => waitFor(round.tom.headers))).statusCode).toBe(201);

    const cancel = (headers: Record<string, string>) =>
      later(9, () =>
        t.app.inject({ method: 'POST', url: `/api/bookings/${tinas!.id}/cancel`, headers }),
      );
    // Nobody but its owner.
    expect(refusal(await cancel(round.tom.headers))).toMatchObject({
      status: 404,
      message: 'No such stay.',
    });
    const cancelled = await cancel(round.tina.headers);
    expect(cancelled.statusCode).toBe(200);
    expect(json(cancelled)).toEqual({
      message: 'Your stay is cancelled. Its dates are free again.',
    });
    expect(refusal(await cancel(round.tina.headers))).toMatchObject({
      status: 409,
      message: 'Only an approved stay that has not begun can be cancelled.',
    });
    const [row] = await t.app.db
      .selectFrom('booking')
      .select('status')
      .where('id', '=', tinas!.id)
      .execute();
    expect(row!.status).toBe('cancelled');
    await later(9, () => t.app.backgroundIdle());
    const offers = await t.app.db
      .selectFrom('offer as o')
      .innerJoin('wish as w', 'w.id', 'o.wish_id')
      .select(['w.user_id', 'o.status'])
      .execute();
    expect(offers).toEqual([{ user_id: round.tom.user.id, status: 'open' }]);
    // A stay from a plan is cancelled on its plan.
    const planned = await createPlan(t, bo.user.id, {
      expiry: '2025-10-01',
      options: [{ from: '2026-08-10', to: '2026-08-14', status: 'approved' }],
    });
    const [booking] = await t.app.db
      .selectFrom('booking')
      .select('id')
      .where('option_id', '=', planned.optionIds[0]!)
      .execute();
    expect(
      refusal(
        await t.app.inject({
          method: 'POST',
          url: `/api/bookings/${booking!.id}/cancel`,
          headers: bo.headers,
        }),
      ),
    ).toMatchObject({
      status: 409,
      message: 'This stay came from a plan: cancel it there, on Plan Your Visit.',
    });
  });

  it('books nothing when a block given clashes with a stay booked since the draw', async () => {
    const round = await votedRound();
    await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`));
    // A stay booked after the draw, three days after week 28 ends.
    const vera = await createUser(t, 'trusted');
    await createPlan(t, vera.id, {
      expiry: '2026-05-01',
      options: [{ from: '2026-07-15', to: '2026-07-18', status: 'approved' }],
    });
    expect(
      refusal(await later(9, () => call('POST', `/api/admin/rounds/${round.id}/confirm`))),
    ).toMatchObject({
      status: 409,
      code: 'api.round.clashSinceDraw',
      message:
        'A block given clashes with a stay booked since the draw: discard the draw and draw again.',
    });
    expect(await roundBookings()).toEqual([]);
    expect(json<RoundsResponse>(await call('GET', '/api/admin/rounds')).rounds[0]).toMatchObject({
      status: 'drawn',
    });
  });

  it('discards a draw, keeping it on record, and draws again only when an admin asks', async () => {
    const round = await votedRound();
    const first = json<{ draw: DrawView }>(
      await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`)),
    ).draw;
    const discarded = await later(9, () => call('POST', `/api/admin/rounds/${round.id}/discard`));
    expect(json<{ round: { status: string; phase: string } }>(discarded).round).toMatchObject({
      status: 'set',
      phase: 'closed',
    });
    expect(refusal(await call('GET', `/api/admin/rounds/${round.id}/draw`))).toMatchObject({
      status: 404,
    });
    await later(9, () => t.app.jobs.runChores());
    expect(refusal(await call('GET', `/api/admin/rounds/${round.id}/draw`))).toMatchObject({
      status: 404,
    });
    const again = await later(9, () => call('POST', `/api/admin/rounds/${round.id}/draw`));
    expect(again.statusCode).toBe(200);
    const draws = await t.app.db
      .selectFrom('round_draw')
      .select(['seed', 'status'])
      .where('round_id', '=', round.id)
      .orderBy('id')
      .execute();
    expect(draws.map((d) => [Number(d.seed), d.status])).toEqual([
      [first.seed, 'discarded'],
      [json<{ draw: DrawView }>(again).draw.seed, 'proposed'],
    ]);
  });

  it('is drawn by the house at the close exactly once, with two processes looking at once', async () => {
    const round = await votedRound();
    // At once on PostgreSQL; SQLite serves one process, so there one after the other (two apps
    // in one test process would block each other's synchronous lock wait).
    const bothLook = async () => {
      if (testDatabaseUrl) {
        await Promise.all([t.app.jobs.runChores(), other.app.jobs.runChores()]);
      } else {
        await t.app.jobs.runChores();
        await other.app.jobs.runChores();
      }
    };
    await bothLook();
    expect(await t.app.db.selectFrom('round_draw').selectAll().execute()).toEqual([]);
    await later(9, bothLook);
    const draws = await t.app.db
      .selectFrom('round_draw')
      .selectAll()
      .where('round_id', '=', round.id)
      .execute();
    expect(draws).toHaveLength(1);
    expect(draws[0]).toMatchObject({ status: 'proposed', drawn_by: null });
    const { draw } = json<{ draw: DrawView }>(
      await call('GET', `/api/admin/rounds/${round.id}/draw`),
    );
    expect(draw.drawn_by).toBe('house');
    expect(Number(draws[0]!.seed)).toBe(draw.seed);
  });
});
