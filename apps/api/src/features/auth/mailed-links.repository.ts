import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema.js';
import { proveAddress } from '../../db/users.repository.js';

type Db = Kysely<Database>;

/**
 * Links mailed to an account's owner that work once, for a while: password resets and address
 * confirmations. A token has 256 random bits; only its hash is stored; a newer link voids the
 * account's older ones.
 */
export type LinkTable = 'password_resets' | 'email_confirmations';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ends every open link of an account in a table. */
const voidOpenLinks = (db: Db, table: LinkTable, userId: number, stamp: string) =>
  db
    .updateTable(table)
    .set({ used_at: stamp })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();

/**
 * Stores a new link for an account, voiding its older ones, in the caller's transaction (where
 * the mail carrying it is queued too); returns the token to mail.
 */
export async function createLink(
  trx: Db,
  table: LinkTable,
  link: { userId: number; minutes: number; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const stamp = link.now.toISOString();
  await voidOpenLinks(trx, table, link.userId, stamp);
  await trx
    .insertInto(table)
    .values({
      user_id: link.userId,
      token_hash: hashToken(token),
      expires_at: new Date(link.now.getTime() + link.minutes * 60_000).toISOString(),
      used_at: null,
      created_at: stamp,
    })
    .execute();
  return token;
}

/** The open link a token names, with its account's email, if it is unused and unexpired. */
export const findLiveLink = (db: Db, table: LinkTable, token: string, nowIso: string) =>
  db
    .selectFrom(table)
    .innerJoin('users', 'users.id', `${table}.user_id`)
    .select([`${table}.id`, `${table}.user_id`, 'users.email'])
    .where(`${table}.token_hash`, '=', hashToken(token))
    .where(`${table}.used_at`, 'is', null)
    .where(`${table}.expires_at`, '>', nowIso)
    .executeTakeFirst();

/**
 * Uses a link, inside the caller's transaction, and voids the account's other open links.
 * Returns the account's id, or undefined when the link was unknown, used or expired; of two
 * requests racing for one link, exactly one gets it.
 */
export async function claimLink(
  trx: Db,
  table: LinkTable,
  token: string,
  stamp: string,
): Promise<number | undefined> {
  const claimed = await trx
    .updateTable(table)
    .set({ used_at: stamp })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', stamp)
    .returning('user_id')
    .executeTakeFirst();
  if (!claimed) return undefined;
  await voidOpenLinks(trx, table, claimed.user_id, stamp);
  return claimed.user_id;
}

/**
 * Uses a link mailed to an account's address and proves the address with it, together (in the
 * caller's unit of work): the password becomes the one the holder of the link chose (`passwordHash`), and every
 * session from before ends. Returns the account, or undefined when the link was unknown, used or
 * expired.
 */
export async function claimLinkAndProve(
  db: Db,
  table: LinkTable,
  token: string,
  passwordHash: string,
  stamp: string,
): Promise<UserRow | undefined> {
  const userId = await claimLink(db, table, token, stamp);
  if (userId === undefined) return undefined;
  return proveAddress(db, userId, { passwordHash, stamp });
}
