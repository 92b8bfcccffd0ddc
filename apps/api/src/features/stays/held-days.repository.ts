import { ROUND, OFFER, statusesIn } from '@stuga/shared';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/**
 * An offer (`o`, its request `s` joined) that holds its days: open while its hold runs, or
 * claimed while the request it made waits for the admins.
 */
export const heldByOffer = (
  eb: ExpressionBuilder<Database & { o: Database['offer']; s: Database['stay_option'] }, 'o' | 's'>,
) =>
  eb.or([
    eb('o.status', 'in', OFFER.sets.open),
    eb.and([eb('o.status', 'in', OFFER.sets.claimed), eb('s.status', 'in', statusesIn('waiting'))]),
  ]);

/**
 * What holds days besides the house's bookings (DECISIONS §18, §19), as a member's dates are
 * checked against them: the blocks of rounds still to be given, and the waitlist's offers to
 * others. Planning reads them; rounds and the waitlist write what they read.
 */

/** Blocks of rounds not yet confirmed or cancelled that reach into `from`..`to`, with their round. */
export const listHeldBlocks = (db: Db, from: string, to: string) =>
  db
    .selectFrom('round_block as b')
    .innerJoin('round as r', 'r.id', 'b.round_id')
    .select(['b.from_date as from', 'b.to_date as to', 'r.name as round', 'r.closes'])
    .where('r.status', 'in', ROUND.sets.live)
    .where('b.from_date', '<=', to)
    .where('b.to_date', '>=', from)
    .orderBy('b.from_date')
    .execute();

/**
 * Dates the waitlist holds for members other than `userId`, reaching into `from`..`to`: open
 * offers, and claims whose request waits for the admins.
 */
export const heldForOthers = (db: Db, userId: number, from: string, to: string) =>
  db
    .selectFrom('offer as o')
    .innerJoin('wish as w', 'w.id', 'o.wish_id')
    .leftJoin('stay_option as s', 's.id', 'o.option_id')
    .select(['o.from_date as from', 'o.to_date as to'])
    .where('w.user_id', '!=', userId)
    .where('o.from_date', '<=', to)
    .where('o.to_date', '>=', from)
    .where(heldByOffer)
    .execute();
