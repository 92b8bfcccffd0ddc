import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A member's calendar address: its nonce and the credential epoch it was made under. */
export const findFeed = (db: Db, userId: number) =>
  db
    .selectFrom('calendar_feeds')
    .select(['nonce', 'epoch'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * Gives a member a new calendar nonce, made under credential epoch `epoch`: replacing the old one
 * at once (`replace`), else only one made under another epoch (void: it no longer opens the
 * feed), else keeping the one there is. Answers the nonce the address is made from.
 */
export async function storeFeedNonce(
  db: Db,
  userId: number,
  feed: { nonce: string; epoch: number },
  stamp: string,
  replace: boolean,
): Promise<string> {
  const fresh = { nonce: feed.nonce, epoch: feed.epoch, created_at: stamp };
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, ...fresh })
    .onConflict((oc) => {
      const update = oc.column('user_id').doUpdateSet(fresh);
      return replace ? update : update.where('calendar_feeds.epoch', '<>', feed.epoch);
    })
    .execute();
  // Two first askings at once: whichever row won is the address.
  return (await findFeed(db, userId))!.nonce;
}
