import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Ends every reset link of an account that is still open. */
const voidOpenResets = (db: Db, userId: number, stamp: string) =>
  db
    .updateTable('password_resets')
    .set({ used_at: stamp })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

/** The reset a token hash names, with the account's email, if it is unused and unexpired. */
export const findLiveReset = (db: Db, tokenHash: string, nowIso: string) =>
  db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id', 'password_resets.user_id', 'users.email'])
    .where('password_resets.token_hash', '=', tokenHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', nowIso)
    .executeTakeFirst();

/** Stores a new reset link for an account; every older open link of the account stops working. */
export async function replaceReset(
  db: Db,
  reset: { userId: number; tokenHash: string; expiresAt: string; stamp: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await voidOpenResets(trx, reset.userId, reset.stamp);
    await trx
      .insertInto('password_resets')
      .values({
        user_id: reset.userId,
        token_hash: reset.tokenHash,
        expires_at: reset.expiresAt,
        used_at: null,
        created_at: reset.stamp,
      })
      .execute();
  });
}

/**
 * Uses a reset link and sets the account's new password, together or not at all; raising the
 * session epoch ends every earlier session. Returns the account's id, or undefined when the link
 * was unknown, used or expired.
 */
export async function claimResetAndSetPassword(
  db: Db,
  tokenHash: string,
  passwordHash: string,
  stamp: string,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_resets')
      .set({ used_at: stamp })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', stamp)
      .returning('user_id')
      .executeTakeFirst();
    if (!claimed) return undefined;
    await trx
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        session_epoch: sql<number>`session_epoch + 1`,
        updated_at: stamp,
      })
      .where('id', '=', claimed.user_id)
      .execute();
    await voidOpenResets(trx, claimed.user_id, stamp);
    return claimed.user_id;
  });
}
