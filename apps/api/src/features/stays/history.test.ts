import type { Decisions, OptionHistory, StayPlanResponse } from '@stuga/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, testDatabaseUrl, type TestApp } from '../../test/helpers.js';
import { createPlan } from '../../test/stays.js';
import { loginAs } from '../../test/users.js';

/** The history of every status change of an option (DECISIONS §16). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let anna: Awaited<ReturnType<typeof loginAs>>;
let olle: Awaited<ReturnType<typeof loginAs>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  anna = await loginAs(t, 'trusted', { first_name: 'Anna', last_name: 'Berg' });
  olle = await loginAs(t, 'trusted', { first_name: 'Olle', last_name: 'Ek' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
const historyOf = async (id: number, headers: object = admin.headers) =>
  json<OptionHistory>(await call('GET', `/api/stay-options/${id}/history`, headers)).history;
const rows = () => t.app.db.selectFrom('option_history').selectAll().orderBy('id').execute();

describe('the history of an option', () => {
  it('keeps each change with who, when, from, to and why', async () => {
    // Anna saves a draft and a request, then submits the draft.
    const saved = await call('POST', '/api/stay-plans', anna.headers, {
      title: 'Autumn',
      expiry_date: '2025/11/01',
      options: [
        { from: '2025/10/01', to: '2025/10/04', status: 'pending' },
        { from: '2025/10/10', to: '2025/10/12', status: 'planning' },
      ],
    });
    expect(saved.statusCode).toBe(201);
    const { stay_plan: plan } = json<StayPlanResponse>(saved);
    const [first, second] = plan.options.map((option) => option.id);
    const submitted = await call('PUT', `/api/stay-plans/${plan.id}`, anna.headers, {
      title: 'Autumn',
      expiry_date: '2025/11/01',
      options: [
        { id: first, from: '2025/10/01', to: '2025/10/04' },
        { id: second, from: '2025/10/10', to: '2025/10/12', status: 'pending' },
      ],
    });
    expect(submitted.statusCode).toBe(200);
    // The admin approves the first: the second is declined with it (same plan).
    expect(
      (await call('POST', `/api/admin/approve-option/${first}`, admin.headers)).statusCode,
    ).toBe(200);
    // Anna cancels.
    expect((await call('POST', `/api/stay-options/${first}/cancel`, anna.headers)).statusCode).toBe(
      200,
    );

    const one = await historyOf(first!);
    expect(one.map((e) => [e.from_status, e.to_status, e.actor])).toEqual([
      [null, 'pending', 'Anna Berg'],
      ['pending', 'approved', 'Ada Admin'],
      ['approved', 'cancelled', 'Anna Berg'],
    ]);
    expect(
      one.every(
        (e) => e.member === 'Anna Berg' && e.from === '2025/10/01' && e.to === '2025/10/04',
      ),
    ).toBe(true);
    const two = await historyOf(second!);
    expect(two.map((e) => [e.from_status, e.to_status, e.actor])).toEqual([
      [null, 'planning', 'Anna Berg'],
      ['planning', 'pending', 'Anna Berg'],
      ['pending', 'declined', 'Ada Admin'],
    ]);
    expect(two[2]!.reason).toBe(
      'Another option of this plan was approved (1 Oct 2025 – 4 Oct 2025).',
    );

    // The owner sees their own; another member finds nothing there.
    expect(await historyOf(first!, anna.headers)).toEqual(one);
    const other = await call('GET', `/api/stay-options/${first}/history`, olle.headers);
    expect(other.statusCode).toBe(404);
    expect(json(other)).toMatchObject({ message: 'No such stay option.' });
  });

  it('records an expiry as the app itself', async () => {
    const { optionIds } = await createPlan(t, olle.user.id, {
      expiry: '2025-09-14',
      options: [{ from: '2025-12-01', to: '2025-12-03' }],
    });
    t.clock.advance(3 * DAY);
    try {
      await t.app.jobs.runChores();
    } finally {
      t.clock.advance(-3 * DAY);
    }
    const [entry] = await historyOf(optionIds[0]!);
    expect(entry).toMatchObject({ from_status: 'pending', to_status: 'expired', actor: null });
  });

  it('writes nothing when the change itself fails: both are one transaction', async () => {
    const { optionIds } = await createPlan(t, olle.user.id, {
      options: [{ from: '2026-02-01', to: '2026-02-03', status: 'approved' }],
    });
    const before = (await rows()).length;
    // The database refuses the change after its history row was written.
    if (testDatabaseUrl) {
      await sql`create function refuse_cancel() returns trigger language plpgsql as $$
        begin raise exception 'forced failure'; end $$`.execute(t.app.db);
      await sql`create trigger refuse_cancel before update on stay_option for each row
        when (new.status = 'cancelled') execute function refuse_cancel()`.execute(t.app.db);
    } else {
      await sql`create trigger refuse_cancel before update on stay_option
        when new.status = 'cancelled' begin select raise(abort, 'forced failure'); end`.execute(
        t.app.db,
      );
    }
    try {
      const response = await call('POST', `/api/stay-options/${optionIds[0]}/cancel`, olle.headers);
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_cancel${testDatabaseUrl ? sql` on stay_option` : sql``}`.execute(
        t.app.db,
      );
      if (testDatabaseUrl) await sql`drop function refuse_cancel`.execute(t.app.db);
    }
    expect((await rows()).length).toBe(before);
    const option = await t.app.db
      .selectFrom('stay_option')
      .select('status')
      .where('id', '=', optionIds[0]!)
      .executeTakeFirstOrThrow();
    expect(option.status).toBe('approved');
  });
});

describe('GET /api/admin/decisions', () => {
  it('lists every change newest first, by member and year, a page at a time', async () => {
    const all = json<Decisions>(await call('GET', '/api/admin/decisions', admin.headers));
    expect(all.total).toBe((await rows()).length);
    expect(all.page).toBe(1);
    expect(all.page_size).toBe(25);
    const stamps = all.entries.map((e) => `${e.at}|${String(e.id).padStart(9, '0')}`);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(all.members.map((m) => m.name)).toEqual(['Anna Berg', 'Olle Ek']);
    expect(all.years).toEqual([2025]);

    const annas = json<Decisions>(
      await call('GET', `/api/admin/decisions?member=${anna.user.id}&year=2025`, admin.headers),
    );
    expect(annas.entries.length).toBe(6);
    expect(annas.entries.every((e) => e.member === 'Anna Berg')).toBe(true);
    const none = json<Decisions>(
      await call('GET', '/api/admin/decisions?year=2024', admin.headers),
    );
    expect(none).toMatchObject({ entries: [], total: 0 });
    const far = json<Decisions>(await call('GET', '/api/admin/decisions?page=9', admin.headers));
    expect(far.entries).toEqual([]);
    expect((await call('GET', '/api/admin/decisions?page=0', admin.headers)).statusCode).toBe(400);
  });
});
