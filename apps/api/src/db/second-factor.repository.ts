import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** A secret being set up, kept until a code from it is typed. */
export const keepPendingSecret = (db: Db, userId: number, secret: string, stamp: string) =>
  db
    .updateTable('users')
    .set({ totp_pending: secret, updated_at: stamp })
    .where('id', '=', userId)
    .execute();

/**
 * The pending secret turned on, with the step its first code was taken at and new recovery codes
 * (as hashes) in place of any before; only if it is still off and the secret still the one read.
 */
export async function turnOn(
  db: Db,
  userId: number,
  turning: { secret: string; step: number; stamp: string; codeHashes: string[] },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({
      totp_secret: turning.secret,
      totp_pending: null,
      totp_enabled_at: turning.stamp,
      totp_last_step: turning.step,
      updated_at: turning.stamp,
    })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_pending', '=', turning.secret)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db.deleteFrom('recovery_code').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_code')
    .values(turning.codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
  return true;
}

/**
 * Takes a time step's code: only once, and only after every step taken before (a code seen by
 * someone looking over a shoulder is of no use once typed). Answers whether this call took it.
 */
export async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes a recovery code, once: answers whether this call took it. */
export async function takeRecoveryCode(
  db: Db,
  userId: number,
  codeHash: string,
  stamp: string,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_code')
    .set({ used_at: stamp })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many recovery codes an account has left. */
export async function recoveryLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_code')
    .select(sql<number>`count(*)`.as('left'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}
