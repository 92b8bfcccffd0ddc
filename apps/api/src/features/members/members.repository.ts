import type { AccessLevel } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { voidCredentials } from '../../db/users.repository.js';

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
 * whether it changed. A level that grants less voids what the old one let them make (their
 * invite codes, their calendar address), in the caller's transaction.
 */
export async function setLevel(
  db: Db,
  id: number,
  level: AccessLevel,
  stamp: string,
  grantsLess: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ access_level: level, updated_at: stamp })
    .where('id', '=', id)
    .where('access_level', '<>', level)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows) > 0;
  if (changed && grantsLess) await voidCredentials(db, id, stamp);
  return changed;
}

/**
 * Suspends an account: marked, its sessions ended at once (the epoch every token carries is
 * raised), its mailed links, invite codes and calendar address voided for good (a restore does
 * not bring them back). Answers whether it was not suspended before.
 */
export async function suspendAccount(db: Db, id: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({
      suspended_at: stamp,
      session_epoch: eb('session_epoch', '+', 1),
      updated_at: stamp,
    }))
    .where('id', '=', id)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  // Links mailed before stop working too: no reset or proof opens the account.
  await db.deleteFrom('password_resets').where('user_id', '=', id).execute();
  await db.deleteFrom('email_confirmations').where('user_id', '=', id).execute();
  await voidCredentials(db, id, stamp);
  return true;
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
