import {
  NOTHING,
  OPTION_STATUSES,
  withOthersAbilities,
  type StayPlanResponse,
  type StayPlansResponse,
} from '@stuga/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan, optionRow, clearStays } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ seed: false, env: { SMTP_URL: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(async () => {
  await clearStays(t);
  await t.app.db.deleteFrom('settings').execute();
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const plans = async (headers: Headers) =>
  json<StayPlansResponse>(await call('GET', '/api/stay-plans', headers));

describe('GET /api/stay-plans (DECISIONS §9)', () => {
  it("gives members their own plans in full and others' pending and approved options without notes", async () => {
    const anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Ek' });
    const bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Berg' });
    await createPlan(t, anna.user.id, {
      title: 'Midsummer',
      options: [
        { from: '2025-10-01', to: '2025-10-05', status: 'planning', note: 'with the dog' },
        { from: '2025-10-10', to: '2025-10-12', status: 'declined', reason: 'Repairs' },
      ],
    });
    await createPlan(t, bo.user.id, {
      title: 'Fishing',
      options: [
        { from: '2025-09-20', to: '2025-09-24', status: 'approved', note: 'secret' },
        { from: '2025-11-01', to: '2025-11-03', status: 'pending', note: 'secret' },
        { from: '2025-12-01', to: '2025-12-03', status: 'declined', reason: 'No' },
        { from: '2025-12-10', to: '2025-12-12', status: 'planning' },
      ],
    });
    const seen = await plans(anna.headers);
    const own = seen.stay_plans.find((p) => p.title === 'Midsummer')!;
    expect(own).toMatchObject({ own: true, current_user: 'Anna Ek', expiry_date: '2025/11/01' });
    expect(own.options).toEqual([
      expect.objectContaining({
        from: '2025/10/01',
        to: '2025/10/05',
        status: 'planning',
        user_priority: 1,
        priority: 1,
        note: 'with the dog',
      }),
      expect.objectContaining({ status: 'declined', rejection_reason: 'Repairs' }),
    ]);
    const theirs = seen.stay_plans.find((p) => p.title === 'Fishing')!;
    expect(theirs.own).toBe(false);
    expect(theirs.options.map((o: { status: string }) => o.status)).toEqual([
      'approved',
      'pending',
    ]);
    for (const option of theirs.options) {
      expect(option).not.toHaveProperty('note');
      expect(option.rejection_reason).toBeNull();
      // Another's option is only seen: it carries nothing the member could do.
      expect(option).not.toHaveProperty('can');
    }
    // Nor does the table sent once for others' options, whatever their status.
    for (const status of OPTION_STATUSES) expect(seen.others_can[status]).toEqual(NOTHING);
  });

  it('tells admins what they may do with every option: decline a request or a stay, read its history', async () => {
    const admin = await loginAs(t, 'admin');
    const bo = await loginAs(t, 'trusted');
    await createPlan(t, bo.user.id, {
      options: [
        { from: '2025-10-01', to: '2025-10-03', status: 'approved' },
        { from: '2025-11-01', to: '2025-11-03', status: 'pending' },
      ],
    });
    const seen = await plans(admin.headers);
    // Sent once by status beside the plans (decision 0085), not with each option of another's.
    expect(seen.stay_plans.flatMap((p) => p.options).map((o) => o.can)).toEqual([
      undefined,
      undefined,
    ]);
    // As the screens read it: each option with what the admin may do with it.
    const options = withOthersAbilities(seen).stay_plans.flatMap((p) => p.options);
    const nothingElse = { reorder: false, edit: false, remove: false, cancel: false };
    expect(options.map((o) => [o.status, o.can])).toEqual([
      ['approved', { ...nothingElse, decline: true, history: true }],
      ['pending', { ...nothingElse, decline: true, history: true }],
    ]);
  });

  it("hides others' options after the planning horizon from members, not from admins", async () => {
    const anna = await loginAs(t, 'trusted');
    const admin = await loginAs(t, 'admin');
    const bo = await loginAs(t, 'trusted');
    await createPlan(t, bo.user.id, {
      options: [
        { from: '2025-10-01', to: '2025-10-03', status: 'approved' },
        { from: '2025-12-01', to: '2025-12-03', status: 'pending', note: 'late' },
      ],
    });
    await createPlan(t, anna.user.id, { options: [{ from: '2026-01-10', to: '2026-01-12' }] });
    const set = await call('PUT', '/api/admin/planning-horizon', admin.headers, {
      horizon_date: '2025-10-31',
    });
    expect(set.statusCode).toBe(200);

    const member = await plans(anna.headers);
    expect(member.horizon_date).toBe('2025-10-31');
    const dates = member.stay_plans.flatMap((p) => p.options.map((o: { from: string }) => o.from));
    expect(dates.sort()).toEqual(['2025/10/01', '2026/01/10']);
    const all = await plans(admin.headers);
    const late = all.stay_plans.flatMap((p) => p.options).find((o) => o.from === '2025/12/01');
    expect(late).toMatchObject({ note: 'late' });
  });

  it('is for members with booking access and admins only', async () => {
    const verified = await loginAs(t, 'verified');
    const refused = await call('GET', '/api/stay-plans', verified.headers);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe('You do not have permission to access the booking system.');
    expect((await call('GET', '/api/stay-plans', {})).statusCode).toBe(401);
    // A trusted member and an admin get the plans, each their own marked as theirs.
    for (const role of ['trusted', 'admin'] as const) {
      const member = await loginAs(t, role);
      const { planId } = await createPlan(t, member.user.id, {
        options: [{ from: '2026-02-01', to: '2026-02-03', status: 'planning' }],
      });
      const answer = await call('GET', '/api/stay-plans', member.headers);
      expect(answer.statusCode).toBe(200);
      const own = json<StayPlansResponse>(answer).stay_plans.filter((plan) => plan.own);
      expect(own.map((plan) => plan.id)).toContain(planId);
    }
  });
});

describe('POST /api/stay-plans', () => {
  it('creates a plan, ranks its options in the order given and submits those sent as pending', async () => {
    const anna = await loginAs(t, 'trusted');
    const response = await call('POST', '/api/stay-plans', anna.headers, {
      title: '  Autumn week ',
      expiry_date: '2025/09/30',
      current_user: 'ignored',
      options: [
        {
          id: 'temp-1',
          from: '2025/10/20',
          to: '2025/10/25',
          status: 'pending',
          priority: 2,
          note: 'b',
        },
        { id: 'temp-2', from: '2025/10/05', to: '2025/10/08', status: 'pending', user_priority: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    const { stay_plan: plan, message } = json<StayPlanResponse>(response);
    expect(message).toBeUndefined();
    expect(plan).toMatchObject({ title: 'Autumn week', expiry_date: '2025/09/30', own: true });
    expect(plan.options.map((o) => [o.from, o.user_priority, o.status])).toEqual([
      ['2025/10/05', 1, 'pending'],
      ['2025/10/20', 2, 'pending'],
    ]);
    expect(typeof plan.id).toBe('number');
  });

  it('moves an expiry that is not before the earliest option to a week before it, and says so', async () => {
    const anna = await loginAs(t, 'trusted');
    const response = await call('POST', '/api/stay-plans', anna.headers, {
      title: 'Late',
      expiry_date: '2025/11/01',
      options: [{ from: '2025/10/10', to: '2025/10/12' }],
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({
      stay_plan: { expiry_date: '2025/10/03' },
      message:
        'Expiry date must be before the earliest stay option (10 Oct 2025). Adjusted to one week before: 3 Oct 2025.',
    });
  });

  it('never saves a plan already expired: close options get the latest open expiry', async () => {
    const anna = await loginAs(t, 'trusted');
    const response = await call('POST', '/api/stay-plans', anna.headers, {
      title: 'Next week',
      expiry_date: '2025/11/01',
      options: [{ from: '2025/09/15', to: '2025/09/17' }],
    });
    expect(json(response)).toMatchObject({
      stay_plan: { expiry_date: '2025/09/14' },
      message:
        'Expiry date must be before the earliest stay option (15 Sept 2025). Adjusted to 14 Sept 2025.',
    });
  });

  it.each([
    [{ title: ' ', expiry_date: '2025/11/01', options: [] }, 'Please give the plan a title.'],
    [{ title: 'A', expiry_date: '2025-11-01', options: [] }, 'Dates are written YYYY/MM/DD.'],
    [
      {
        title: 'A',
        expiry_date: '2025/11/01',
        options: [{ from: '2025/10/05', to: '2025/10/01' }],
      },
      'A stay cannot end before it starts.',
    ],
    [
      {
        title: 'A',
        expiry_date: '2025/11/01',
        options: [{ from: '2025/02/30', to: '2025/03/01' }],
      },
      'Dates are written YYYY/MM/DD.',
    ],
    [
      {
        title: 'A',
        expiry_date: '2025/11/01',
        options: [{ from: '2025/09/11', to: '2025/09/20' }],
      },
      'A stay cannot start before today.',
    ],
    [
      {
        title: 'A',
        expiry_date: '2025/11/01',
        options: [{ from: '2025/10/01', to: '2025/10/02', status: 'approved' }],
      },
      'Only an admin can approve or decline a stay.',
    ],
    [
      {
        title: 'A',
        expiry_date: '2025/09/12',
        options: [{ from: '2025/10/01', to: '2025/10/03', status: 'pending' }],
      },
      'The expiry date must be after today.',
    ],
  ])('refuses %j with 400: %s', async (body, message) => {
    const anna = await loginAs(t, 'trusted');
    const response = await call('POST', '/api/stay-plans', anna.headers, body);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ error: message, message });
    expect(await t.app.db.selectFrom('stay_plan').selectAll().execute()).toEqual([]);
  });

  it('refuses an option that conflicts with an approved stay, with the booking page’s message', async () => {
    const anna = await loginAs(t, 'trusted');
    const bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Berg' });
    await createPlan(t, bo.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-05', status: 'approved' }],
    });
    const save = (from: string, to: string) =>
      call('POST', '/api/stay-plans', anna.headers, {
        title: 'Mine',
        expiry_date: '2025/09/20',
        options: [{ from, to }],
      });
    const overlap = await save('2025/10/05', '2025/10/07');
    expect(overlap.statusCode).toBe(409);
    expect(json(overlap).error).toBe(
      'Overlaps with approved stay by Bo Berg (1 Oct 2025 - 5 Oct 2025)',
    );
    // With its code and values, for the reader's app to say it in their language.
    expect(json(overlap)).toMatchObject({
      code: 'api.stay.overlaps',
      params: { user: 'Bo Berg', fromDay: '2025-10-01', toDay: '2025-10-05' },
    });
    const buffer = await save('2025/10/08', '2025/10/10');
    expect(json(buffer)).toMatchObject({
      code: 'api.stay.startsAfter',
      params: { gap: 3, cleaning: 4 },
    });
    expect(json(buffer).error).toBe(
      'Starts only 3 day(s) after approved stay by Bo Berg (1 Oct 2025 - 5 Oct 2025). Need 4+ days for cleaning.',
    );
    const before = await save('2025/09/25', '2025/09/29');
    expect(json(before).error).toBe(
      'Ends only 2 day(s) before approved stay by Bo Berg (1 Oct 2025 - 5 Oct 2025). Need 4+ days for cleaning.',
    );
    expect((await save('2025/10/09', '2025/10/10')).statusCode).toBe(201);
  });

  it('tells the admins when a plan is submitted', async () => {
    const anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Mail' });
    const before = sink.received.length;
    await call('POST', '/api/stay-plans', anna.headers, {
      title: 'Submitted plan',
      expiry_date: '2025/09/30',
      options: [{ from: '2025/10/05', to: '2025/10/08', status: 'pending' }],
    });
    await t.app.backgroundIdle();
    const mail = sink.received.slice(before).find((m) => m.raw.includes('Submitted plan'));
    expect(mail?.to).toEqual(['admin@example.com']);
    expect(mail?.raw).toContain('Anna Mail submitted the plan "Submitted plan" for approval');
    expect(mail?.raw).toContain('- 5 Oct 2025 – 8 Oct 2025');
  });
});

describe('PUT /api/stay-plans/{id}', () => {
  const body = (options: object[], extra: object = {}) => ({
    title: 'Plan',
    expiry_date: '2025/09/30',
    options,
    ...extra,
  });

  it('reorders, edits, submits and removes undecided options', async () => {
    const anna = await loginAs(t, 'trusted');
    const { planId, optionIds } = await createPlan(t, anna.user.id, {
      expiry: '2025-09-30',
      options: [
        { from: '2025-10-01', to: '2025-10-03', status: 'planning' },
        { from: '2025-10-10', to: '2025-10-12', status: 'planning' },
        { from: '2025-10-20', to: '2025-10-22', status: 'pending' },
      ],
    });
    const [a, b, c] = optionIds as [number, number, number];
    const response = await call(
      'PUT',
      `/api/stay-plans/${planId}`,
      anna.headers,
      body([
        { id: b, from: '2025/10/11', to: '2025/10/13', status: 'pending', note: 'moved' },
        { id: a, from: '2025/10/01', to: '2025/10/03', status: 'pending' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const options = json<StayPlanResponse>(response).stay_plan.options;
    expect(options.map((o) => [o.id, o.from, o.user_priority, o.status, o.note])).toEqual([
      [b, '2025/10/11', 1, 'pending', 'moved'],
      [a, '2025/10/01', 2, 'pending', ''],
    ]);
    expect(
      await t.app.db.selectFrom('stay_option').selectAll().where('id', '=', c).execute(),
    ).toEqual([]);
    expect((await optionRow(t, a)).submitted_at).not.toBeNull();
  });

  it('keeps decided options as they are: a change or the removal of a stay is refused', async () => {
    const anna = await loginAs(t, 'trusted');
    const { planId, optionIds } = await createPlan(t, anna.user.id, {
      expiry: '2025-09-30',
      options: [
        { from: '2025-10-01', to: '2025-10-03', status: 'approved', note: 'n' },
        { from: '2025-10-10', to: '2025-10-12', status: 'declined', reason: 'x' },
      ],
    });
    const [approved, declined] = optionIds as [number, number];
    const keep = { id: approved, from: '2025/10/01', to: '2025/10/03', note: 'n' };
    const moved = await call(
      'PUT',
      `/api/stay-plans/${planId}`,
      anna.headers,
      body([{ ...keep, to: '2025/10/04' }]),
    );
    expect(moved.statusCode).toBe(409);
    expect(json(moved).error).toBe('An approved or declined option cannot be changed.');
    const noted = await call(
      'PUT',
      `/api/stay-plans/${planId}`,
      anna.headers,
      body([keep, { id: declined, from: '2025/10/10', to: '2025/10/12', note: 'changed' }]),
    );
    expect(json(noted).error).toBe('An approved or declined option cannot be changed.');
    const removed = await call(
      'PUT',
      `/api/stay-plans/${planId}`,
      anna.headers,
      body([{ id: declined, from: '2025/10/10', to: '2025/10/12', note: '' }]),
    );
    expect(removed.statusCode).toBe(409);
    expect(json(removed).error).toBe(
      'An approved stay cannot be removed. You can cancel it instead.',
    );
    // A decided plan takes nothing new and is not retitled (DECISIONS §14).
    const added = await call(
      'PUT',
      `/api/stay-plans/${planId}`,
      anna.headers,
      body([keep, { from: '2025/12/01', to: '2025/12/02', note: '' }], { title: 'A plan' }),
    );
    expect(added.statusCode).toBe(409);
    expect(json(added).error).toBe('This plan is decided: its approved stay stays as it is.');
    // Clearing away the declined one and keeping the stay is fine; the stay keeps its status.
    const fine = await call(
      'PUT',
      `/api/stay-plans/${planId}`,
      anna.headers,
      body([{ ...keep, status: 'planning' }], { title: 'A plan' }),
    );
    expect(fine.statusCode).toBe(200);
    const plan = json<StayPlanResponse>(fine).stay_plan;
    expect(plan.state).toBe('decided');
    expect(plan.options).toEqual([
      expect.objectContaining({
        id: approved,
        status: 'approved',
        can: {
          reorder: false,
          edit: false,
          remove: false,
          cancel: true,
          decline: false,
          history: true,
        },
      }),
    ]);
  });

  it('is read-only once the plan has expired (409) and for anyone but its owner (403)', async () => {
    const anna = await loginAs(t, 'trusted');
    const bo = await loginAs(t, 'trusted');
    const { planId: expired } = await createPlan(t, anna.user.id, { expiry: '2025-09-12' });
    const response = await call('PUT', `/api/stay-plans/${expired}`, anna.headers, body([]));
    expect(response.statusCode).toBe(409);
    expect(json(response).error).toBe('This plan expired on 12 Sept 2025.');
    const { planId } = await createPlan(t, anna.user.id);
    const foreign = await call('PUT', `/api/stay-plans/${planId}`, bo.headers, body([]));
    expect(foreign.statusCode).toBe(403);
    expect(json(foreign).error).toBe('You can only change your own plans.');
    const missing = await call('PUT', '/api/stay-plans/99999', anna.headers, body([]));
    expect(missing.statusCode).toBe(404);
    const nonsense = await call('PUT', '/api/stay-plans/abc', anna.headers, body([]));
    expect(nonsense.statusCode).toBe(400);
  });

  it('refuses an option id of another plan', async () => {
    const anna = await loginAs(t, 'trusted');
    const { planId } = await createPlan(t, anna.user.id);
    const other = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-02' }],
    });
    const response = await call(
      'PUT',
      `/api/stay-plans/${planId}`,
      anna.headers,
      body([{ id: other.optionIds[0], from: '2025/10/01', to: '2025/10/02' }]),
    );
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('That option is not part of this plan.');
  });
});

describe('DELETE /api/stay-plans/{id}', () => {
  it('removes an own plan, but not one holding an approved stay, nor another member’s', async () => {
    const anna = await loginAs(t, 'trusted');
    const bo = await loginAs(t, 'trusted');
    const { planId } = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-02' }],
    });
    expect((await call('DELETE', `/api/stay-plans/${planId}`, bo.headers)).statusCode).toBe(403);
    const done = await call('DELETE', `/api/stay-plans/${planId}`, anna.headers);
    expect(done.statusCode).toBe(200);
    expect(await t.app.db.selectFrom('stay_option').selectAll().execute()).toEqual([]);
    const booked = await createPlan(t, anna.user.id, {
      options: [{ from: '2025-10-01', to: '2025-10-02', status: 'approved' }],
    });
    const refused = await call('DELETE', `/api/stay-plans/${booked.planId}`, anna.headers);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toBe(
      'A plan with an approved stay cannot be removed. You can cancel the stay instead.',
    );
    // Once approved, a stay stays on record: cancelled or declined later, its plan stays too.
    for (const status of ['cancelled', 'declined'] as const) {
      const kept = await createPlan(t, anna.user.id, {
        options: [{ from: '2025-10-01', to: '2025-10-02', status, kept: true }],
      });
      const response = await call('DELETE', `/api/stay-plans/${kept.planId}`, anna.headers);
      expect(response.statusCode).toBe(409);
      expect(json(response).error).toBe(
        'A plan with a stay that was approved stays on record and cannot be removed.',
      );
    }
  });
});

describe('GET /api/clock', () => {
  it('tells the browser what today is in the house', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/clock' });
    expect(json(response)).toEqual({
      now: '2025-09-12T07:17:00.000Z',
      today: '2025-09-12',
      time_zone: 'Europe/Stockholm',
    });
  });
});
