import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The nonce of a member's calendar address, or undefined without one. */
export const findFeedNonce = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('calendar_feeds')
      .select('nonce')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.nonce;

/** Gives a member a new calendar nonce, replacing the old one at once (`replace`), or keeps one. */
export async function storeFeedNonce(
  db: Db,
  userId: number,
  nonce: string,
  stamp: string,
  replace: boolean,
): Promise<string> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, nonce, created_at: stamp })
    .onConflict((oc) =>
      replace
        ? oc.column('user_id').doUpdateSet({ nonce, created_at: stamp })
        : oc.column('user_id').doNothing(),
    )
    .execute();
  // Two first askings at once: whichever row won is the address.
  return (await findFeedNonce(db, userId))!;
}
