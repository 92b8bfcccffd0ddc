import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest, migrateUpTo } from './migrate.js';

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('count the accounts of an older database as confirmed, so its admins keep their rights', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stuga-migrate-'));
    handle = openDatabase({ sqlitePath: path.join(dir, 'old.sqlite') });
    await migrateUpTo(handle, '0002-stays-booked-apart');
    const stamp = '2025-06-01T10:00:00.000Z';
    await handle.db
      .insertInto('users')
      .values({
        email: 'admin@example.com',
        password_hash: null,
        first_name: 'Ada',
        last_name: 'Admin',
        phone: null,
        endorser: null,
        invited_by_user_id: null,
        google_sub: null,
        created_at: stamp,
        updated_at: stamp,
      } as never)
      .execute();

    expect((await migrateToLatest(handle))[0]).toBe('0003-email-confirmations');
    const row = await handle.db
      .selectFrom('users')
      .select(['email', 'email_confirmed_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'admin@example.com', email_confirmed_at: stamp });
  });
});

describe('stay dates on SQLite', () => {
  const stamp = '2025-06-01T10:00:00.000Z';
  async function withPlan(db: DatabaseHandle['db']) {
    const user = await db
      .insertInto('users')
      .values({
        email: 'member@example.com',
        password_hash: null,
        first_name: 'Mia',
        last_name: 'Member',
        phone: null,
        endorser: null,
        invited_by_user_id: null,
        google_sub: null,
        created_at: stamp,
        updated_at: stamp,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return db
      .insertInto('stay_plan')
      .values({
        user_id: user.id,
        title: 'Summer',
        expiry_date: '2026-05-01',
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const option = (planId: number, from: string, to: string, status = 'approved') => ({
    plan_id: planId,
    from_date: from,
    to_date: to,
    status: status as 'approved',
    user_priority: 1,
    note: '',
    rejection_reason: null,
    submitted_at: stamp,
    decided_at: stamp,
    created_at: stamp,
    updated_at: stamp,
  });

  it('keep the rows of an older database, its indexes and the guard between booked stays', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stuga-migrate-'));
    handle = openDatabase({ sqlitePath: path.join(dir, 'old.sqlite') });
    await migrateUpTo(handle, '0003-email-confirmations');
    const plan = await withPlan(handle.db);
    await handle.db
      .insertInto('stay_option')
      .values(option(plan.id, '2026-06-10', '2026-06-14'))
      .execute();

    await migrateToLatest(handle);
    const rows = await handle.db
      .selectFrom('stay_option')
      .select(['from_date', 'to_date'])
      .execute();
    expect(rows).toEqual([{ from_date: '2026-06-10', to_date: '2026-06-14' }]);
    const indexes = handle.sqlite!.prepare(
      "select name from sqlite_master where type in ('index', 'trigger') and tbl_name = 'stay_option' order by name",
    );
    expect(indexes.all()).toEqual([
      // Every write to the table gives the data a new version (migration 0016).
      { name: 'stay_option_data_version_delete' },
      { name: 'stay_option_data_version_insert' },
      { name: 'stay_option_data_version_update' },
      { name: 'stay_option_plan' },
      { name: 'stay_option_status_dates' },
      { name: 'stay_option_status_from' },
      { name: 'stay_option_status_plan' },
    ]);
    // The approved stay is a held booking, and two days after it is still refused, as before:
    // the guard moved with it (migration 0014).
    const held = await handle.db
      .selectFrom('booking')
      .select(['user_id', 'from_date', 'to_date', 'status'])
      .execute();
    expect(held).toEqual([
      {
        user_id: expect.any(Number),
        from_date: '2026-06-10',
        to_date: '2026-06-14',
        status: 'held',
      },
    ]);
    await expect(
      handle.db
        .insertInto('booking')
        .values({
          user_id: held[0]!.user_id,
          from_date: '2026-06-16',
          to_date: '2026-06-18',
          party: null,
          source: 'round',
          option_id: null,
          status: 'held',
          booked_at: stamp,
          ended_at: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute(),
    ).rejects.toThrow(/booking_held_apart/);
    expect(handle.sqlite!.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('refuse a date written in any other form than YYYY-MM-DD, as PostgreSQL does', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stuga-migrate-'));
    handle = openDatabase({ sqlitePath: path.join(dir, 'new.sqlite') });
    await migrateToLatest(handle);
    const plan = await withPlan(handle.db);
    for (const [from, to] of [
      ['2026/06/12', '2026/06/14'],
      ['2026-6-12', '2026-6-14'],
      ['2026-06-12', '2026-06-31'],
      ['12 June 2026', '2026-06-14'],
    ]) {
      await expect(
        handle.db
          .insertInto('stay_option')
          .values(option(plan.id, from!, to!))
          .execute(),
      ).rejects.toThrow(/stay_option_dates_in_form/);
    }
    await expect(
      handle.db
        .updateTable('stay_plan')
        .set({ expiry_date: '2026/05/01' })
        .where('id', '=', plan.id)
        .execute(),
    ).rejects.toThrow(/stay_plan_expiry_in_form/);
    await handle.db
      .insertInto('stay_option')
      .values(option(plan.id, '2026-06-12', '2026-06-14'))
      .execute();
  });
});
