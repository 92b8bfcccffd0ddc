import type {
  AdminSummary,
  StayPlanResponse,
  StayPlansResponse,
  UpcomingStays,
} from '@stuga/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSettings } from '../../db/settings.repository.js';
import {
  createTestApp,
  json,
  REFERENCE_NOW,
  testDatabaseUrl,
  type TestApp,
} from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan, optionRow, clearStays } from '../../test/stays.js';
import { createUser, loginAs } from '../../test/users.js';

/** Stays after the decision, the horizon and the guards of DECISIONS §14. */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ seed: false, env: { SMTP_URL: sink.url }, jobPollMs: 20 });
  admin = await loginAs(t, 'admin');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(async () => {
  // Every test starts on SPEC's day, whatever an earlier one did to the clock.
  t.clock.advance(new Date(REFERENCE_NOW).getTime() - t.clock.now().getTime());
  await clearStays(t);
  await writeSettings(t.app.db, { planning_horizon: null, max_stay_nights: null });
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
const plan = (options: object[], fields: object = {}) => ({
  title: 'Summer',
  expiry_date: '2025/11/01',
  options,
  ...fields,
});
const pending = (from: string, to: string) => ({ from, to, status: 'pending', note: '' });
/** Mail received since `before`, to `address`. */
const mailTo = (address: string, before: number) =>
  sink.received.slice(before).filter((mail) => mail.to.includes(address));

describe('POST /api/stay-options/{id}/cancel (DECISIONS §14)', () => {
  it('cancels the owner’s approved stay: the dates are free at once, admins are mailed', async () => {
    const anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
    const bo = await loginAs(t, 'trusted');
    const booked = await createPlan(t, anna.user.id, {
      title: 'Midsummer',
      options: [{ from: '2025-10-10', to: '2025-10-14', status: 'approved' }],
    });
    const [id] = booked.optionIds as [number];
    const clash = () =>
      call('POST', '/api/stay-plans', bo.headers, plan([pending('2025/10/12', '2025/10/16')]));
    expect((await clash()).statusCode).toBe(409);

    const before = sink.received.length;
    const response = await call('POST', `/api/stay-options/${id}/cancel`, anna.headers);
    expect(response.statusCode).toBe(200);
    const answer = json<StayPlanResponse>(response);
    expect(answer.message).toBe('Your stay is cancelled. Its dates are free again.');
    expect(answer.stay_plan.options).toEqual([
      expect.objectContaining({
        id,
        status: 'cancelled',
        can: {
          reorder: false,
          edit: false,
          remove: false,
          cancel: false,
          decline: false,
          history: true,
        },
      }),
    ]);
    // Kept on record: the plan is no longer decided, and cannot be removed.
    expect(answer.stay_plan.state).toBe('editable');
    expect(answer.stay_plan.can.remove).toBe(false);
    expect(await optionRow(t, id)).toMatchObject({ status: 'cancelled' });
    // The dates are free at once: Bo plans them and an admin approves them.
    const free = await clash();
    expect(free.statusCode).toBe(201);
    const bos = json<StayPlanResponse>(free).stay_plan.options[0]!.id;
    expect((await call('POST', `/api/admin/approve-option/${bos}`, admin.headers)).statusCode).toBe(
      200,
    );
    await t.app.backgroundIdle();
    const mails = mailTo('admin@example.com', before);
    expect(mails.some((mail) => mail.raw.includes('Anna Berg cancelled their approved stay'))).toBe(
      true,
    );
    // Others never see a cancelled stay.
    const seen = json<StayPlansResponse>(await call('GET', '/api/stay-plans', bo.headers));
    expect(seen.stay_plans.flatMap((p) => p.options).map((o) => o.id)).not.toContain(id);
  });

  it('refuses another member’s stay, a request, a stay begun, and an unknown one', async () => {
    const anna = await loginAs(t, 'trusted');
    const bo = await loginAs(t, 'trusted');
    const { optionIds } = await createPlan(t, anna.user.id, {
      options: [
        { from: '2025-10-10', to: '2025-10-14', status: 'approved' },
        { from: '2025-12-10', to: '2025-12-14', status: 'pending' },
      ],
    });
    const begun = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-09-10', to: '2025-09-14', status: 'approved' }],
    });
    const cancel = (id: number, headers = anna.headers) =>
      call('POST', `/api/stay-options/${id}/cancel`, headers);
    const foreign = await cancel(optionIds[0]!, bo.headers);
    expect([foreign.statusCode, json(foreign).error]).toEqual([
      403,
      'You can only change your own plans.',
    ]);
    for (const id of [optionIds[1]!, begun.optionIds[0]!]) {
      const refused = await cancel(id);
      expect([refused.statusCode, json(refused).error]).toEqual([
        409,
        'Only an approved stay that has not begun can be cancelled.',
      ]);
    }
    expect((await cancel(999_999)).statusCode).toBe(404);
    expect(await optionRow(t, optionIds[0]!)).toMatchObject({ status: 'approved' });
  });
});

describe('an admin declines an approved stay (DECISIONS §9, §14)', () => {
  it('frees the dates, tells the owner why, and keeps the stay on record', async () => {
    const anna = await loginAs(t, 'trusted', { email: 'anna.decline@example.com' });
    const bo = await loginAs(t, 'trusted');
    const { planId, optionIds } = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-10', to: '2025-10-14', status: 'approved' }],
    });
    const before = sink.received.length;
    const response = await call('POST', `/api/admin/reject-option/${optionIds[0]}`, admin.headers, {
      reason: 'The roof is being fixed that week.',
    });
    expect(response.statusCode).toBe(200);
    const free = await call(
      'POST',
      '/api/stay-plans',
      bo.headers,
      plan([pending('2025/10/10', '2025/10/14')]),
    );
    expect(free.statusCode).toBe(201);
    await t.app.backgroundIdle();
    const mails = mailTo('anna.decline@example.com', before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(
      'An admin declined your approved stay 10 Oct 2025 – 14 Oct 2025',
    );
    expect(mails[0]!.raw).toContain('The roof is being fixed that week.');
    // Its owner sees it declined with the reason; it is never removed.
    const own = json<StayPlansResponse>(await call('GET', '/api/stay-plans', anna.headers));
    expect(own.stay_plans[0]!.options[0]).toMatchObject({
      status: 'declined',
      rejection_reason: 'The roof is being fixed that week.',
      can: { remove: false },
    });
    expect((await call('DELETE', `/api/stay-plans/${planId}`, anna.headers)).statusCode).toBe(409);
  });
});

describe('the validity sweep (DECISIONS §14)', () => {
  it('reminds owner and admins once, seven days before, then expires what still waits', async () => {
    const anna = await loginAs(t, 'trusted', { email: 'anna.sweep@example.com' });
    // Valid until 20 Sept: today (12 Sept) is eight days before.
    const { planId, optionIds } = await createPlan(t, anna.user.id, {
      title: 'Autumn',
      expiry: '2025-09-20',
      options: [
        { from: '2025-10-10', to: '2025-10-14' },
        { from: '2025-10-20', to: '2025-10-24', status: 'planning' },
      ],
    });
    const before = sink.received.length;
    await t.app.jobs.runChores();
    await t.app.backgroundIdle();
    expect(mailTo('anna.sweep@example.com', before)).toHaveLength(0);

    t.clock.advance(DAY); // 13 Sept: seven days left.
    // Two sweeps at once (two processes) remind once.
    await Promise.all([t.app.jobs.runChores(), t.app.jobs.runChores()]);
    await t.app.jobs.runChores();
    await t.app.backgroundIdle();
    const owner = mailTo('anna.sweep@example.com', before);
    expect(owner).toHaveLength(1);
    expect(owner[0]!.raw).toContain('Your plan "Autumn" is valid until 20 Sept 2025');
    expect(
      mailTo('admin@example.com', before).filter((m) => m.raw.includes('Autumn')),
    ).toHaveLength(1);

    // The owner moves the validity later while it runs: a new reminder is due a week before it.
    const moved = await call('PUT', `/api/stay-plans/${planId}`, anna.headers, {
      title: 'Autumn',
      expiry_date: '2025/09/25',
      options: [
        { id: optionIds[0], from: '2025/10/10', to: '2025/10/14', note: '' },
        { id: optionIds[1], from: '2025/10/20', to: '2025/10/24', note: '' },
      ],
    });
    expect(moved.statusCode).toBe(200);
    t.clock.advance(5 * DAY); // 18 Sept
    await t.app.jobs.runChores();
    await t.app.backgroundIdle();
    expect(mailTo('anna.sweep@example.com', before)).toHaveLength(2);

    t.clock.advance(7 * DAY); // 25 Sept: the validity's day, the plan has expired.
    await t.app.jobs.runChores();
    expect(await optionRow(t, optionIds[0]!)).toMatchObject({ status: 'expired' });
    // A draft was never a request: it stays a draft of the expired plan.
    expect(await optionRow(t, optionIds[1]!)).toMatchObject({ status: 'planning' });
    const own = json<StayPlansResponse>(await call('GET', '/api/stay-plans', anna.headers));
    expect(own.stay_plans[0]).toMatchObject({
      state: 'expired',
      can: { edit: false, remove: true },
    });
    const approve = await call('POST', `/api/admin/approve-option/${optionIds[0]}`, admin.headers);
    expect(approve.statusCode).toBe(409);
  });

  it("reminds once with two processes and across a restart, on the app's clock", async () => {
    const anna = await loginAs(t, 'trusted', { email: 'anna.twice@example.com' });
    const { optionIds } = await createPlan(t, anna.user.id, {
      title: 'Winter',
      expiry: '2025-09-19',
      options: [{ from: '2025-12-10', to: '2025-12-14' }],
    });
    const before = sink.received.length;
    // A second process on the same database, its clock where this one's is.
    const other = await createTestApp({ seed: false, env: { SMTP_URL: sink.url }, shareWith: t });
    try {
      // At once on PostgreSQL; SQLite serves one process, so there one after the other (two
      // apps in one test process would block each other's synchronous lock wait).
      if (testDatabaseUrl) {
        await Promise.all([t.app.jobs.runChores(), other.app.jobs.runChores()]);
      } else {
        await t.app.jobs.runChores();
        await other.app.jobs.runChores();
      }
      await Promise.all([t.app.backgroundIdle(), other.app.backgroundIdle()]);
      expect(mailTo('anna.twice@example.com', before)).toHaveLength(1);
    } finally {
      await other.close();
    }
    // Started again, it remembers what was sent.
    const restarted = await createTestApp({
      seed: false,
      env: { SMTP_URL: sink.url },
      shareWith: t,
    });
    try {
      await restarted.app.jobs.runChores();
      await restarted.app.backgroundIdle();
      expect(mailTo('anna.twice@example.com', before)).toHaveLength(1);
      // The app's clock, not the machine's, says when the validity has passed.
      expect(await optionRow(t, optionIds[0]!)).toMatchObject({ status: 'pending' });
      restarted.clock.advance(7 * DAY); // 19 Sept, the validity's day.
      await restarted.app.jobs.runChores();
      expect(await optionRow(t, optionIds[0]!)).toMatchObject({ status: 'expired' });
    } finally {
      await restarted.close();
    }
  });

  it('never reminds of or expires a decided plan', async () => {
    const anna = await loginAs(t, 'trusted', { email: 'anna.decided@example.com' });
    const { optionIds } = await createPlan(t, anna.user.id, {
      expiry: '2025-09-15',
      options: [{ from: '2026-01-05', to: '2026-01-09', status: 'approved' }],
    });
    const before = sink.received.length;
    t.clock.advance(10 * DAY);
    await t.app.jobs.runChores();
    await t.app.backgroundIdle();
    expect(mailTo('anna.decided@example.com', before)).toHaveLength(0);
    expect(await optionRow(t, optionIds[0]!)).toMatchObject({ status: 'approved' });
  });
});

describe('the planning horizon hides, it never tells (DECISIONS §14)', () => {
  it('answers a clash past it without a name or a date, and lets admins plan there', async () => {
    const hidden = await createUser(t, 'trusted', { first_name: 'Hedda', last_name: 'Gömd' });
    await createPlan(t, hidden.id, {
      options: [{ from: '2026-02-10', to: '2026-02-14', status: 'approved' }],
    });
    const member = await loginAs(t, 'trusted');
    await call('PUT', '/api/admin/planning-horizon', admin.headers, { horizon_date: '2026-01-31' });

    for (const [from, to] of [
      ['2026/02/11', '2026/02/13'], // overlaps the hidden stay
      ['2026/03/01', '2026/03/04'], // clear of it, but not open yet
      ['2026/01/28', '2026/02/02'], // begins before the horizon and runs past it
    ] as const) {
      const response = await call(
        'POST',
        '/api/stay-plans',
        member.headers,
        plan([pending(from, to)]),
      );
      expect(response.statusCode).toBe(409);
      expect(json(response)).toMatchObject({
        error: 'These dates are not available.',
        message: 'These dates are not available.',
      });
      for (const secret of ['Hedda', 'Gömd', '10 Feb', '14 Feb', '2026-02-1', '2026/02/1']) {
        expect(response.body).not.toContain(secret);
      }
    }
    // Wholly before the horizon and clear of every stay: open for planning.
    const close = await call('POST', '/api/stay-plans', member.headers, {
      ...plan([pending('2026/01/28', '2026/01/31')]),
    });
    expect(close.statusCode).toBe(201);
    // Admins see everything: they plan past the horizon and hear whose stay is in the way.
    const asAdmin = await call(
      'POST',
      '/api/stay-plans',
      admin.headers,
      plan([pending('2026/02/11', '2026/02/13')]),
    );
    expect(asAdmin.statusCode).toBe(409);
    expect(json(asAdmin).error).toBe(
      'Overlaps with approved stay by Hedda Gömd (10 Feb 2026 - 14 Feb 2026)',
    );
    const past = await call(
      'POST',
      '/api/stay-plans',
      admin.headers,
      plan([pending('2026/03/01', '2026/03/04')]),
    );
    expect(past.statusCode).toBe(201);
  });

  it('answers a clash with a stay hidden within the cleaning days just as namelessly', async () => {
    const hidden = await createUser(t, 'trusted', { first_name: 'Hedda', last_name: 'Gömd' });
    await createPlan(t, hidden.id, {
      options: [{ from: '2026-02-02', to: '2026-02-05', status: 'approved' }],
    });
    const member = await loginAs(t, 'trusted');
    await call('PUT', '/api/admin/planning-horizon', admin.headers, { horizon_date: '2026-02-01' });
    const response = await call(
      'POST',
      '/api/stay-plans',
      member.headers,
      plan([pending('2026/01/27', '2026/01/30')]),
    );
    expect(response.statusCode).toBe(409);
    expect(json(response).error).toBe('These dates are not available.');
    expect(response.body).not.toContain('Hedda');
  });
});

describe('what a plan and a stay must be (DECISIONS §14)', () => {
  it('refuses a plan with no option, a stay of no night, and one longer than the longest', async () => {
    const member = await loginAs(t, 'trusted');
    const save = (options: object[]) =>
      call('POST', '/api/stay-plans', member.headers, plan(options));
    const cases: [object[], string][] = [
      [[], 'A plan needs at least one option to be submitted.'],
      [[pending('2025/10/01', '2025/10/01')], 'A stay is at least one night.'],
      [[pending('2025/10/01', '2026/12/08')], 'A stay can be at most 28 nights.'],
      [[pending('2025/10/01', '2025/10/30')], 'A stay can be at most 28 nights.'],
    ];
    for (const [options, message] of cases) {
      const response = await save(options);
      expect([response.statusCode, json(response).error]).toEqual([400, message]);
    }
    expect((await save([pending('2025/10/01', '2025/10/29')])).statusCode).toBe(201);
    // The house may set another longest stay; it holds at once.
    await writeSettings(t.app.db, { max_stay_nights: 14 });
    const longer = await save([pending('2025/11/01', '2025/11/16')]);
    expect(json(longer).error).toBe('A stay can be at most 14 nights.');
    const listed = json<StayPlansResponse>(await call('GET', '/api/stay-plans', member.headers));
    expect(listed.max_stay_nights).toBe(14);
    // Nothing of a refused plan was stored.
    const plans = await t.app.db.selectFrom('stay_plan').select('id').execute();
    expect(plans).toHaveLength(1);
  });

  it('takes the longest stay from MAX_STAY_NIGHTS until the house sets one', async () => {
    const other = await createTestApp({ seed: false, env: { MAX_STAY_NIGHTS: '7' } });
    try {
      const member = await loginAs(other, 'trusted');
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/stay-plans',
        headers: member.headers,
        payload: plan([pending('2025/10/01', '2025/10/09')]),
      });
      expect(json(response).error).toBe('A stay can be at most 7 nights.');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/stays/upcoming', () => {
  it('lists booked stays of the next six months the caller may see, with full names', async () => {
    const anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
    const bo = await createUser(t, 'trusted', { first_name: 'Bo', last_name: 'Ek' });
    await createPlan(t, bo.id, {
      options: [
        { from: '2025-09-10', to: '2025-09-13', status: 'approved' }, // there now
        { from: '2025-12-01', to: '2025-12-04', status: 'pending' }, // only asked for
      ],
    });
    await createPlan(t, bo.id, {
      options: [{ from: '2026-02-01', to: '2026-02-05', status: 'approved' }],
    });
    await createPlan(t, bo.id, {
      options: [{ from: '2026-04-01', to: '2026-04-05', status: 'approved' }], // beyond six months
    });
    await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05', status: 'approved' }],
    });
    const list = async () =>
      json<UpcomingStays>(await call('GET', '/api/stays/upcoming', anna.headers)).stays;
    const others = { checklists: false, pay: false };
    expect(await list()).toEqual([
      {
        id: expect.any(Number),
        from: '2025/09/10',
        to: '2025/09/13',
        name: 'Bo Ek',
        own: false,
        can: others,
      },
      // Her own leads to its checklists, and to paying it while something is due.
      {
        id: expect.any(Number),
        from: '2025/10/01',
        to: '2025/10/05',
        name: 'Anna Berg',
        own: true,
        can: { checklists: true, pay: false },
      },
      {
        id: expect.any(Number),
        from: '2026/02/01',
        to: '2026/02/05',
        name: 'Bo Ek',
        own: false,
        can: others,
      },
    ]);
    await t.app.db
      .updateTable('booking')
      .set({ fee: 250_000 })
      .where('from_date', '=', '2025-10-01')
      .execute();
    expect((await list())[1]!.can).toEqual({ checklists: true, pay: true });
    await call('PUT', '/api/admin/planning-horizon', admin.headers, { horizon_date: '2026-01-01' });
    expect((await list()).map((s) => s.from)).toEqual(['2025/09/10', '2025/10/01']);
  });
});

describe('GET /api/admin/summary', () => {
  it('counts the requests waiting and the donations to verify', async () => {
    const anna = await createUser(t, 'trusted');
    await createPlan(t, anna.id, {
      options: [
        { from: '2025-10-01', to: '2025-10-05' },
        { from: '2025-10-10', to: '2025-10-15' },
      ],
    });
    await createPlan(t, anna.id, {
      expiry: '2025-09-12',
      options: [{ from: '2025-12-01', to: '2025-12-02' }],
    });
    await call('POST', '/api/admin/donations', admin.headers, { amount: 100, is_verified: false });
    await call('POST', '/api/admin/donations', admin.headers, { amount: 200 });
    const summary = json<AdminSummary>(await call('GET', '/api/admin/summary', admin.headers));
    expect(summary).toEqual({
      waiting_requests: 2,
      swaps_to_approve: 0,
      pending_donations: 1,
      failed_mails: 0,
    });
  });
});
