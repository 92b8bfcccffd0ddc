import type { Kysely } from 'kysely';
import type { Database, PasskeyTable } from './schema.js';
import type { Insertable } from 'kysely';

type Db = Kysely<Database>;

/** A member's passkeys, the newest first. */
export const passkeysOf = (db: Db, userId: number) =>
  db
    .selectFrom('passkey')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const findPasskey = (db: Db, credentialId: string) =>
  db.selectFrom('passkey').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();

export const insertPasskey = (db: Db, passkey: Insertable<PasskeyTable>) =>
  db.insertInto('passkey').values(passkey).returningAll().executeTakeFirstOrThrow();

/**
 * A sign-in's new counter, only if the counter is still the one read (compare and set): of two
 * sign-ins with the same signature at once, one moves it.
 */
export async function advanceCounter(
  db: Db,
  id: number,
  seen: { from: number; to: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('passkey')
    .set({ counter: seen.to, last_used_at: seen.at })
    .where('id', '=', id)
    .where('counter', '=', seen.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function removePasskey(db: Db, id: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('passkey')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Every passkey of an account and its open challenges ended (a suspension, a proof of address). */
export async function endPasskeysOf(db: Db, userId: number): Promise<number> {
  await db.deleteFrom('webauthn_challenge').where('user_id', '=', userId).execute();
  const result = await db.deleteFrom('passkey').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export const keepChallenge = (
  db: Db,
  challenge: { challenge: string; purpose: string; user_id: number | null; expires_at: string },
) => db.insertInto('webauthn_challenge').values(challenge).execute();

/**
 * Takes a challenge for one use: deleted as it is read, so a replayed answer finds none. Answers
 * whether it was there, for this purpose (and account), and not run out.
 */
export async function takeChallenge(
  db: Db,
  wanted: { challenge: string; purpose: string; userId: number | null; now: string },
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenge')
    .where('challenge', '=', wanted.challenge)
    .where('purpose', '=', wanted.purpose)
    .where('expires_at', '>', wanted.now);
  query =
    wanted.userId === null
      ? query.where('user_id', 'is', null)
      : query.where('user_id', '=', wanted.userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Challenges that ran out, forgotten. */
export const pruneChallenges = (db: Db, now: string) =>
  db.deleteFrom('webauthn_challenge').where('expires_at', '<=', now).execute();

/** An account's one-time code turned off with its recovery codes (a suspension). */
export async function endSecondFactorOf(db: Db, userId: number): Promise<number> {
  const codes = await db
    .deleteFrom('recovery_code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const user = await db
    .updateTable('users')
    .set({ totp_secret: null, totp_pending: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is not', null)
    .executeTakeFirst();
  return Number(codes.numDeletedRows) + Number(user.numUpdatedRows);
}
