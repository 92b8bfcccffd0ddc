import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { setPassword } from '../../db/users.repository.js';
import { claimLink } from './mailed-links.js';

type Db = Kysely<Database>;

/**
 * Uses a reset link and sets the account's new password, together or not at all; raising the
 * session epoch ends every earlier session, and opening the mailed link proves the address.
 * Returns the account's id, or undefined when the link was unknown, used or expired.
 */
export async function claimResetAndSetPassword(
  db: Db,
  token: string,
  passwordHash: string,
  stamp: string,
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const userId = await claimLink(trx, 'password_resets', token, stamp);
    if (userId === undefined) return undefined;
    await setPassword(trx, userId, passwordHash, stamp, true);
    return userId;
  });
}
