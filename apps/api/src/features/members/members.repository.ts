import type { AccessLevel } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Every account with who invited it (as they are called now), by name. */
export const listAccounts = (db: Db) =>
  db
    .selectFrom('users as u')
    .leftJoin('users as inviter', 'inviter.id', 'u.invited_by_user_id')
    .select([
      'u.id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.access_level',
      'u.email_confirmed_at',
      'u.suspended_at',
      'u.last_active_at',
      'u.created_at',
      'u.endorser',
      'u.invited_by_user_id',
      'inviter.first_name as inviter_first',
      'inviter.last_name as inviter_last',
      'inviter.email as inviter_email',
    ])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
export type AccountRow = Awaited<ReturnType<typeof listAccounts>>[number];

/**
 * Sets a member's level, effective at their next request, which reads the account anew; answers
 * whether it changed. What the new level may not hold is released by the caller, in its
 * transaction (`releaseHoldings`).
 */
export async function setLevel(
  db: Db,
  id: number,
  level: AccessLevel,
  stamp: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ access_level: level, updated_at: stamp })
    .where('id', '=', id)
    .where('access_level', '<>', level)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Marks an account suspended; answers whether it was not suspended before. Everything it holds
 * (its sessions, mailed links, codes, feed, requests, ballots, wishes, swap offers, votes) is
 * released by the caller, in its transaction (`releaseHoldings`), for good: a restore does not
 * bring any of it back.
 */
export async function suspendAccount(db: Db, id: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspended_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Opens a suspended account again; answers whether it was suspended. */
export async function restoreAccount(db: Db, id: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspended_at: null, updated_at: stamp })
    .where('id', '=', id)
    .where('suspended_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
