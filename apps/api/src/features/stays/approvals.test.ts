import { simpleParser } from 'mailparser';
import { displayName, withPendingPlans, type PendingApprovals } from '@stuga/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan, optionRow, clearStays } from '../../test/stays.js';
import { createUser, loginAs } from '../../test/users.js';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ seed: false, env: { SMTP_URL: sink.url } });
  admin = await loginAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(async () => {
  await clearStays(t);
});

const post = (url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const status = async (id: number) => (await optionRow(t, id)).status;

describe('POST /api/admin/approve-option/{id} (DECISIONS §9)', () => {
  it('approves, and declines the same plan’s other options and every conflicting one, with reasons', async () => {
    const anna = await createUser(t, 'trusted', {
      first_name: 'Anna',
      last_name: 'Ek',
      email: 'anna@example.com',
    });
    const bo = await createUser(t, 'trusted', {
      first_name: 'Bo',
      last_name: 'Berg',
      email: 'bo@example.com',
    });
    const cai = await createUser(t, 'trusted', {
      first_name: 'Cai',
      last_name: 'Lund',
      email: 'cai@example.com',
    });
    const annas = await createPlan(t, anna.id, {
      title: 'Autumn',
      options: [
        { from: '2025-10-01', to: '2025-10-05' },
        { from: '2025-10-20', to: '2025-10-25' },
      ],
    });
    const bos = await createPlan(t, bo.id, { options: [{ from: '2025-10-07', to: '2025-10-09' }] });
    const cais = await createPlan(t, cai.id, {
      options: [{ from: '2025-10-09', to: '2025-10-11' }],
    });
    const before = sink.received.length;

    const response = await post(`/api/admin/approve-option/${annas.optionIds[0]}`);
    expect(response.statusCode).toBe(200);
    const answer = json<{ pending: PendingApprovals }>(response);
    expect(answer).toEqual({
      message: 'Stay approved.',
      total_auto_rejected: 2,
      auto_rejected_conflicts: 1,
      auto_rejected_same_plan: 1,
      // The approval panel after it, so the screen needs no second request.
      pending: expect.objectContaining({ total_filtered: 1 }),
    });
    expect(answer.pending.non_conflicted_options.map((o) => o.id)).toEqual([cais.optionIds[0]]);
    expect(await status(annas.optionIds[0]!)).toBe('approved');
    expect(await optionRow(t, annas.optionIds[1]!)).toMatchObject({
      status: 'declined',
      rejection_reason: 'Another option of this plan was approved (1 Oct 2025 – 5 Oct 2025).',
    });
    expect(await optionRow(t, bos.optionIds[0]!)).toMatchObject({
      status: 'declined',
      rejection_reason: 'It conflicts with the approved stay by Anna Ek (1 Oct 2025 – 5 Oct 2025).',
    });
    // Four days after Anna leaves, and not conflicting with Bo's now declined option: untouched.
    expect(await status(cais.optionIds[0]!)).toBe('pending');

    // The owner hears of the stay and of her option it declined; Bo hears why his was declined.
    await t.app.backgroundIdle();
    const mails = sink.received.slice(before);
    const toAnna = mails.find((m) => m.to.includes('anna@example.com'))!;
    expect(toAnna.raw).toContain('Subject: Stay approved: 1 Oct 2025 – 5 Oct 2025');
    expect(toAnna.raw).toContain(
      '- 20 Oct 2025 – 25 Oct 2025: Another option of this plan was approved',
    );
    const toBo = mails.find((m) => m.to.includes('bo@example.com'))!;
    expect(toBo.raw).toContain('It conflicts with the approved stay by Anna Ek');
    expect(mails.some((m) => m.to.includes('cai@example.com'))).toBe(false);
  });

  it('writes each mail in the language its member reads the app in (DECISIONS §16)', async () => {
    const anna = await createUser(t, 'trusted', {
      first_name: 'Anna',
      last_name: 'Ek',
      email: 'anna.sv@example.com',
      language: 'sv',
    });
    const bo = await createUser(t, 'trusted', {
      first_name: 'Bo',
      last_name: 'Berg',
      email: 'bo.en@example.com',
      language: 'en',
    });
    const cai = await createUser(t, 'trusted', {
      first_name: 'Cai',
      last_name: 'Lund',
      email: 'cai.sv@example.com',
      language: 'sv',
    });
    const annas = await createPlan(t, anna.id, {
      title: 'Midsommar',
      options: [
        { from: '2026-06-18', to: '2026-06-22' },
        { from: '2026-07-18', to: '2026-07-22' },
      ],
    });
    await createPlan(t, bo.id, { options: [{ from: '2026-06-20', to: '2026-06-23' }] });
    await createPlan(t, cai.id, {
      title: 'Sommar',
      options: [{ from: '2026-06-24', to: '2026-06-26' }],
    });
    const before = sink.received.length;
    expect((await post(`/api/admin/approve-option/${annas.optionIds[0]}`)).statusCode).toBe(200);
    await t.app.backgroundIdle();
    const mails = await Promise.all(sink.received.slice(before).map((m) => simpleParser(m.source)));
    const toAnna = mails.find((m) => m.text?.includes('Hej Anna!'))!;
    expect(toAnna.subject).toBe('Vistelsen är godkänd: 18 juni 2026 – 22 juni 2026');
    expect(toAnna.text).toContain(
      'Din vistelse 18 juni 2026 – 22 juni 2026 (planen ”Midsommar”) är godkänd. Välkommen till huset!',
    );
    expect(toAnna.text).toContain('Dina planer: ');
    // The reasons the approval wrote are said in each member's language, dates and all.
    expect(toAnna.text).toContain(
      '18 juli 2026 – 22 juli 2026: Ett annat förslag i den här planen godkändes (18 juni 2026 – 22 juni 2026).',
    );
    const toCai = mails.find((m) => m.text?.includes('Hej Cai!'))!;
    expect(toCai.text).toContain(
      'Den krockar med den godkända vistelsen för Anna Ek (18 juni 2026 – 22 juni 2026).',
    );
    expect(toCai.text).not.toMatch(/conflicts|approved stay/);
    const toBo = mails.find((m) => m.text?.includes('Hello Bo,'))!;
    expect(toBo.subject).toBe('Stay request declined: 20 June 2026 – 23 June 2026');
    expect(toBo.text).toContain(
      'It conflicts with the approved stay by Anna Ek (18 June 2026 – 22 June 2026).',
    );
  });

  it('refuses an option that conflicts with an approved stay, one not pending, and one of an expired plan', async () => {
    const anna = await createUser(t, 'trusted', { first_name: 'Anna', last_name: 'Ek' });
    const bo = await createUser(t, 'trusted');
    await createPlan(t, anna.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05', status: 'approved' }],
    });
    const bos = await createPlan(t, bo.id, {
      options: [
        { from: '2025-10-08', to: '2025-10-09' },
        { from: '2025-11-08', to: '2025-11-09', status: 'declined' },
      ],
    });
    const clash = await post(`/api/admin/approve-option/${bos.optionIds[0]}`);
    expect(clash.statusCode).toBe(409);
    expect(json(clash).error).toBe(
      'Starts only 3 day(s) after approved stay by Anna Ek (1 Oct 2025 - 5 Oct 2025). Need 4+ days for cleaning.',
    );
    expect(await status(bos.optionIds[0]!)).toBe('pending');
    const declined = await post(`/api/admin/approve-option/${bos.optionIds[1]}`);
    expect(declined.statusCode).toBe(409);
    expect(json(declined).error).toBe('Only a pending option can be approved.');
    const old = await createPlan(t, bo.id, {
      expiry: '2025-09-10',
      options: [{ from: '2025-12-01', to: '2025-12-02' }],
    });
    const expired = await post(`/api/admin/approve-option/${old.optionIds[0]}`);
    expect(json(expired).error).toBe('This plan expired on 10 Sept 2025.');
    expect((await post('/api/admin/approve-option/424242')).statusCode).toBe(404);
  });

  it('gives exactly one approval among 20 concurrent ones of mutually overlapping options', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const member = await createUser(t, 'trusted');
      const plan = await createPlan(t, member.id, {
        options: [{ from: addDay('2025-10-01', i % 3), to: addDay('2025-10-05', i % 3) }],
      });
      ids.push(plan.optionIds[0]!);
    }
    const answers = await Promise.all(ids.map((id) => post(`/api/admin/approve-option/${id}`)));
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409)).toBe(true);
    const rows = await t.app.db.selectFrom('stay_option').select('status').execute();
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'declined')).toHaveLength(19);
  });
});

const addDay = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('the database itself', () => {
  it('refuses a direct write of a booking that overlaps or crowds a held one', async () => {
    const anna = await createUser(t, 'trusted');
    await createPlan(t, anna.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05', status: 'approved' }],
    });
    const insert = (from: string, to: string, status: 'held' | 'cancelled' = 'held') =>
      t.app.db
        .insertInto('booking')
        .values({
          user_id: anna.id,
          from_date: from,
          to_date: to,
          party: null,
          source: 'round',
          option_id: null,
          status,
          booked_at: 'x',
          ended_at: null,
          created_at: 'x',
          updated_at: 'x',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await expect(insert('2025-10-03', '2025-10-04')).rejects.toThrow(/booking_held_apart/);
    await expect(insert('2025-10-08', '2025-10-10')).rejects.toThrow(/booking_held_apart/);
    await expect(insert('2025-09-25', '2025-09-28')).rejects.toThrow(/booking_held_apart/);
    await insert('2025-10-09', '2025-10-10');
    // A booking on record that no longer holds the house is no clash; held again, it is.
    const ended = await insert('2025-10-11', '2025-10-12', 'cancelled');
    await expect(
      sql`update booking set status = 'held' where id = ${ended.id}`.execute(t.app.db),
    ).rejects.toThrow(/booking_held_apart/);
    // An option alone holds nothing: its dates go to the admins, not into the house.
    const pending = await createPlan(t, anna.id, {
      options: [{ from: '2025-10-11', to: '2025-10-12' }],
    });
    expect(pending.optionIds).toHaveLength(1);
  });
});

describe('POST /api/admin/reject-option/{id}', () => {
  it('declines a pending or an approved option with a reason, and tells the owner', async () => {
    const anna = await createUser(t, 'trusted', { email: 'anna2@example.com' });
    const plan = await createPlan(t, anna.id, {
      options: [
        { from: '2025-10-01', to: '2025-10-05' },
        { from: '2025-11-01', to: '2025-11-05', status: 'approved' },
      ],
    });
    const blank = await post(`/api/admin/reject-option/${plan.optionIds[0]}`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).error).toBe('Decline reason is required');
    for (const id of plan.optionIds) {
      const response = await post(`/api/admin/reject-option/${id}`, {
        reason: 'The roof is being fixed.',
      });
      expect(response.statusCode).toBe(200);
      expect(await optionRow(t, id)).toMatchObject({
        status: 'declined',
        rejection_reason: 'The roof is being fixed.',
      });
    }
    const again = await post(`/api/admin/reject-option/${plan.optionIds[0]}`, { reason: 'x' });
    expect(again.statusCode).toBe(409);
    await t.app.backgroundIdle();
    expect(
      sink.received.filter(
        (m) => m.to.includes('anna2@example.com') && m.raw.includes('The roof is being fixed.'),
      ),
    ).toHaveLength(2);
  });
});

describe('POST /api/admin/bulk-approve', () => {
  it('approves in rank, invite chain and submission order, skipping what an earlier approval declined', async () => {
    const invitedByAdmin = await createUser(t, 'trusted', { invited_by_user_id: admin.user.id });
    const keeper = await createUser(t, 'trusted');
    const invitedByMember = await createUser(t, 'trusted', { invited_by_user_id: keeper.id });
    const other = await createUser(t, 'trusted', { invited_by_user_id: keeper.id });
    // Each pair wants the same week; each pair differs in one thing only from the order's start.
    // Rank decides first: a second choice loses to a first choice, whatever the chain.
    const rankSecond = await createPlan(t, invitedByAdmin.id, {
      options: [
        { from: '2026-03-01', to: '2026-03-03', priority: 1 },
        { from: '2025-10-01', to: '2025-10-05', priority: 2, submitted_at: '2025-08-01T00:00:00Z' },
      ],
    });
    const rankFirst = await createPlan(t, invitedByMember.id, {
      options: [{ from: '2025-10-02', to: '2025-10-06', submitted_at: '2025-09-05T00:00:00Z' }],
    });
    // Same rank: the invite chain decides, though the member-invited one asked first.
    const chainLate = await createPlan(t, invitedByAdmin.id, {
      options: [{ from: '2025-11-01', to: '2025-11-05', submitted_at: '2025-09-05T00:00:00Z' }],
    });
    const chainEarly = await createPlan(t, invitedByMember.id, {
      options: [{ from: '2025-11-03', to: '2025-11-07', submitted_at: '2025-08-01T00:00:00Z' }],
    });
    // Same rank and chain: who submitted first.
    const first = await createPlan(t, other.id, {
      options: [{ from: '2025-12-01', to: '2025-12-05', submitted_at: '2025-08-01T00:00:00Z' }],
    });
    const second = await createPlan(t, invitedByMember.id, {
      options: [{ from: '2025-12-03', to: '2025-12-07', submitted_at: '2025-08-02T00:00:00Z' }],
    });
    // Decided before the call: chosen, but neither approved nor declined by it.
    const decided = await createPlan(t, other.id, {
      options: [{ from: '2026-05-01', to: '2026-05-03', status: 'declined', reason: 'x' }],
    });
    const ids = [
      rankSecond.optionIds[1]!,
      rankFirst.optionIds[0]!,
      chainEarly.optionIds[0]!,
      chainLate.optionIds[0]!,
      second.optionIds[0]!,
      first.optionIds[0]!,
      decided.optionIds[0]!,
    ];
    const response = await post('/api/admin/bulk-approve', { option_ids: ids });
    expect(response.statusCode).toBe(200);
    // Each option is counted once: 3 approved, 3 declined by them, 1 skipped (DECISIONS §14).
    expect(json(response)).toMatchObject({
      message: '3 stays approved.',
      approved_count: 3,
      skipped_count: 1,
      total_auto_rejected: 3,
      auto_rejected_conflicts: 3,
      auto_rejected_same_plan: 0,
      declined_members: [displayName(invitedByAdmin), displayName(invitedByMember)].sort((a, b) =>
        a.localeCompare(b, 'sv'),
      ),
    });
    expect(await status(rankFirst.optionIds[0]!)).toBe('approved');
    expect(await status(rankSecond.optionIds[1]!)).toBe('declined');
    expect(await status(chainLate.optionIds[0]!)).toBe('approved');
    expect(await status(chainEarly.optionIds[0]!)).toBe('declined');
    expect(await status(first.optionIds[0]!)).toBe('approved');
    expect(await status(second.optionIds[0]!)).toBe('declined');
    // Not chosen: untouched, though its plan's other option lost.
    expect(await status(rankSecond.optionIds[0]!)).toBe('pending');
  });

  it('goes on past a step the database refuses, each approval in a savepoint of its own', async () => {
    const members = await Promise.all([1, 2, 3].map(() => createUser(t, 'trusted')));
    const plans = await Promise.all(
      members.map((member, index) =>
        createPlan(t, member.id, {
          options: [{ from: `2026-0${index + 4}-01`, to: `2026-0${index + 4}-05` }],
        }),
      ),
    );
    const [a, b, c] = plans.map((plan) => plan.optionIds[0]!) as [number, number, number];
    // The database refuses the middle one as its guard between booked stays would (a stay the
    // app's own check did not see, e.g. written by hand): the others must still be decided.
    const refuse =
      t.app.database.engine === 'postgres'
        ? [
            sql.raw(`create or replace function refuse_${b}() returns trigger as $$ begin
                       raise exclusion_violation using message = 'booking_held_apart';
                     end $$ language plpgsql`),
            sql.raw(`create trigger refuse_${b} before insert on booking for each row
                     when (new.option_id = ${b}) execute function refuse_${b}()`),
          ]
        : [
            sql.raw(`create trigger refuse_${b} before insert on booking
                     when new.option_id = ${b}
                     begin select raise(abort, 'booking_held_apart'); end`),
          ];
    for (const statement of refuse) await statement.execute(t.app.db);
    try {
      const response = await post('/api/admin/bulk-approve', { option_ids: [a, b, c] });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ approved_count: 2, skipped_count: 1 });
      expect([await status(a), await status(b), await status(c)]).toEqual([
        'approved',
        'pending',
        'approved',
      ]);
    } finally {
      await sql
        .raw(`drop trigger refuse_${b}${t.app.database.engine === 'postgres' ? ' on booking' : ''}`)
        .execute(t.app.db);
    }
  });

  it('needs at least one option', async () => {
    const response = await post('/api/admin/bulk-approve', { option_ids: [] });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Choose the options to approve.');
  });
});

describe('GET /api/admin/pending-approvals', () => {
  it('lists pending options of open plans, in conflict groups and apart, with the invite chain', async () => {
    const byAdmin = await createUser(t, 'trusted', {
      first_name: 'Ada',
      last_name: 'A',
      invited_by_user_id: admin.user.id,
    });
    const other = await createUser(t, 'trusted', { first_name: 'Ola', last_name: 'O' });
    const a = await createPlan(t, byAdmin.id, {
      title: 'A',
      expiry: '2025-09-20',
      options: [{ from: '2025-10-01', to: '2025-10-05', note: 'note a' }],
    });
    const o = await createPlan(t, other.id, {
      title: 'O',
      options: [
        { from: '2025-10-07', to: '2025-10-08' },
        { from: '2025-12-01', to: '2025-12-03', priority: 2 },
      ],
    });
    await createPlan(t, other.id, {
      expiry: '2025-09-12',
      options: [{ from: '2025-10-02', to: '2025-10-03' }],
    });
    await createPlan(t, other.id, {
      options: [{ from: '2025-10-02', to: '2025-10-03', status: 'planning' }],
    });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pending-approvals',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = withPendingPlans(json<PendingApprovals>(response));
    expect(body.total_filtered).toBe(3);
    expect(body.total_conflicts).toBe(1);
    expect(body.conflicts[0]!.map((x) => x.id)).toEqual([a.optionIds[0], o.optionIds[0]]);
    expect(body.conflicts[0]![0]).toMatchObject({
      from: '2025/10/01',
      to: '2025/10/05',
      note: 'note a',
      user_priority: 1,
      plan: {
        title: 'A',
        current_user: 'Ada A',
        expiry_date: '2025/09/20',
        chain_priority: 2,
        chain_label: '2 Trusted (Admin Invited)',
      },
    });
    // As sent: each option with who it is for (SPEC §3), each plan once however many of its
    // options wait.
    const sent = json<PendingApprovals>(response);
    expect(sent.conflicts[0]![0]!.plan).toEqual({
      current_user: 'Ada A',
      endorser_user: displayName(admin.user),
    });
    expect(sent.plans.map((plan) => plan.title).sort()).toEqual(['A', 'O']);
    expect(body.non_conflicted_options.map((x) => x.id)).toEqual([o.optionIds[1]]);
  });
});

describe('the planning horizon', () => {
  it('is unset at first, takes a date from today on, and can be cleared', async () => {
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/planning-horizon', headers: admin.headers });
    const put = (horizon_date: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/planning-horizon',
        headers: admin.headers,
        payload: { horizon_date },
      });
    expect(json(await get())).toEqual({ horizon_date: null });
    const past = await put('2025-09-11');
    expect(past.statusCode).toBe(400);
    expect(json(past).error).toBe('The planning horizon must be today or later.');
    const wrong = await put('2025/12/31');
    expect(json(wrong).error).toBe('Please choose a date as YYYY-MM-DD.');
    expect(json(await put('2025-09-12'))).toEqual({ horizon_date: '2025-09-12' });
    expect(json(await get())).toEqual({ horizon_date: '2025-09-12' });
    expect(json(await put(null))).toEqual({ horizon_date: null });
  });
});
