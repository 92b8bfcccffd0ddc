import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/helpers.js';
import { openDatabase, type DatabaseHandle } from '../database.js';
import { migrateToLatest, migrateUpTo } from '../migrate.js';

let handle: DatabaseHandle | undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A database made by an older release, up to `last`: on PostgreSQL when the tests run there. */
async function olderDatabase(last: string): Promise<DatabaseHandle> {
  if (testDatabaseUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    });
    handle = openDatabase({ databaseUrl: testDatabaseUrl, sqlitePath: '', pgSchema: schema });
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'stuga-migrate-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    handle = openDatabase({ sqlitePath: path.join(dir, 'old.sqlite') });
  }
  await migrateUpTo(handle, last);
  return handle;
}

const stamp = '2025-06-01T10:00:00.000Z';
const decided = '2025-06-02T10:00:00.000Z';

/** A member with one plan, as the older release kept them. */
async function memberWithPlan(db: DatabaseHandle['db']) {
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
  const plan = await db
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
  return { user, plan };
}

describe('moving approved stays into bookings (migration 0014)', () => {
  it('makes every stay that was approved a booking, as held or ended, with its history', async () => {
    const { db } = await olderDatabase('0013-photo-descriptions');
    const { user, plan } = await memberWithPlan(db);
    const option = (from: string, to: string, status: string, approved: boolean) =>
      db
        .insertInto('stay_option')
        .values({
          plan_id: plan.id,
          from_date: from,
          to_date: to,
          status: status as 'approved',
          user_priority: 1,
          note: '',
          rejection_reason: null,
          submitted_at: stamp,
          decided_at: status === 'pending' ? null : decided,
          approved_at: approved ? stamp : null,
          created_at: stamp,
          updated_at: decided,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => row.id);
    const ids = {
      approved: await option('2026-06-01', '2026-06-05', 'approved', true),
      committed: await option('2026-07-01', '2026-07-05', 'committed', true),
      cancelled: await option('2026-06-03', '2026-06-06', 'cancelled', true),
      declinedAfter: await option('2026-06-02', '2026-06-04', 'declined', true),
      declined: await option('2026-08-01', '2026-08-05', 'declined', false),
      pending: await option('2026-09-01', '2026-09-05', 'pending', false),
    };
    for (const [id, from, to] of [
      [ids.approved, 'pending', 'approved'],
      [ids.pending, 'planning', 'pending'],
    ] as const) {
      await db
        .insertInto('option_history')
        .values({
          option_id: id,
          user_id: user.id,
          from_date: '2026-06-01',
          to_date: '2026-06-05',
          from_status: from,
          to_status: to,
          reason: null,
          actor_id: null,
          at: decided,
        } as never)
        .execute();
    }

    await migrateToLatest(handle!);

    const bookings = await db
      .selectFrom('booking')
      .select([
        'option_id',
        'user_id',
        'from_date',
        'to_date',
        'source',
        'status',
        'booked_at',
        'ended_at',
      ])
      .orderBy('option_id')
      .execute();
    expect(bookings).toEqual([
      {
        option_id: ids.approved,
        user_id: user.id,
        from_date: '2026-06-01',
        to_date: '2026-06-05',
        source: 'option',
        status: 'held',
        booked_at: stamp,
        ended_at: null,
      },
      expect.objectContaining({ option_id: ids.committed, status: 'held', ended_at: null }),
      expect.objectContaining({ option_id: ids.cancelled, status: 'cancelled', ended_at: decided }),
      expect.objectContaining({
        option_id: ids.declinedAfter,
        status: 'declined',
        ended_at: decided,
      }),
    ]);
    const history = await db
      .selectFrom('option_history as h')
      .leftJoin('booking as b', 'b.id', 'h.booking_id')
      .select(['h.option_id', 'b.option_id as booking_option'])
      .orderBy('h.id')
      .execute();
    expect(history).toEqual([
      { option_id: ids.approved, booking_option: ids.approved },
      { option_id: ids.pending, booking_option: null },
    ]);

    // The guard now holds bookings apart: two days after a held one is refused, an option is not.
    const booking = (from: string, to: string) =>
      db
        .insertInto('booking')
        .values({
          user_id: user.id,
          from_date: from,
          to_date: to,
          party: null,
          source: 'round',
          option_id: null,
          status: 'held',
          booked_at: stamp,
          ended_at: null,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    await expect(booking('2026-06-07', '2026-06-08')).rejects.toThrow(/booking_held_apart/);
    await booking('2026-06-09', '2026-06-10');
    await option('2026-06-06', '2026-06-08', 'approved', true);
  });
});

describe('keeping the house’s reasons by code (migration 0015)', () => {
  it('gives the reasons stored in English their code and values; an admin’s words none', async () => {
    const { db } = await olderDatabase('0014-bookings');
    const { user, plan } = await memberWithPlan(db);
    const reasons = [
      'Another option of this plan was approved (1 Oct 2025 - 5 Oct 2025).',
      'It conflicts with the approved stay by Anna (von) Ek (28 Sept 2025 - 2 Oct 2025).',
      'Member suspended',
      'Member no longer has booking access',
      'The roof is being mended (1 Oct 2025 - 5 Oct 2025).',
    ];
    for (const reason of reasons) {
      await db
        .insertInto('stay_option')
        .values({
          plan_id: plan.id,
          from_date: '2025-10-01',
          to_date: '2025-10-03',
          status: 'declined',
          user_priority: 1,
          note: '',
          rejection_reason: reason,
          submitted_at: stamp,
          decided_at: decided,
          created_at: stamp,
          updated_at: decided,
        } as never)
        .execute();
      await db
        .insertInto('option_history')
        .values({
          option_id: null,
          user_id: user.id,
          from_date: '2025-10-01',
          to_date: '2025-10-03',
          from_status: 'pending',
          to_status: 'declined',
          reason,
          actor_id: null,
          at: decided,
        } as never)
        .execute();
    }

    await migrateToLatest(handle!);

    const expected = [
      ['api.stay.declinedSamePlan', { fromDay: '2025-10-01', toDay: '2025-10-05' }],
      [
        'api.stay.declinedConflict',
        { user: 'Anna (von) Ek', fromDay: '2025-09-28', toDay: '2025-10-02' },
      ],
      ['api.member.suspendedReason', null],
      ['api.member.noBookingReason', null],
      [null, null],
    ];
    const options = await db
      .selectFrom('stay_option')
      .select(['rejection_reason', 'rejection_code', 'rejection_values'])
      .orderBy('id')
      .execute();
    expect(
      options.map((o) => [o.rejection_code, o.rejection_values && JSON.parse(o.rejection_values)]),
    ).toEqual(expected);
    expect(options.map((o) => o.rejection_reason)).toEqual(reasons);
    const history = await db
      .selectFrom('option_history')
      .select(['reason_code', 'reason_values'])
      .orderBy('id')
      .execute();
    expect(
      history.map((h) => [h.reason_code, h.reason_values && JSON.parse(h.reason_values)]),
    ).toEqual(expected);
  });
});
