import { OFFER, WISH, statusesIn, type OfferChange } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** The waitlist's offers (DECISIONS §19): freed dates offered to one wish at a time, with a hold. */

/** Offers a booking's dates to a wish; undefined when another process offered them first. */
export async function insertOffer(
  db: Db,
  offer: {
    wishId: number;
    bookingId: number;
    from: string;
    to: string;
    stamp: string;
    expiresAt: string;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('offer')
    .values({
      wish_id: offer.wishId,
      booking_id: offer.bookingId,
      from_date: offer.from,
      to_date: offer.to,
      status: OFFER.start,
      offered_at: offer.stamp,
      expires_at: offer.expiresAt,
      decided_at: null,
      option_id: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** One offer with its wish's member. */
export const findOffer = (db: Db, id: number) =>
  db
    .selectFrom('offer as o')
    .innerJoin('wish as w', 'w.id', 'o.wish_id')
    .select([
      'o.id',
      'o.wish_id',
      'o.booking_id',
      'o.from_date',
      'o.to_date',
      'o.status',
      'o.offered_at',
      'o.expires_at',
      'o.option_id',
      'w.user_id',
      'w.status as wish_status',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();

/** Ends an open offer as `to`; whether this call ended it. */
export async function endOffer(
  db: Db,
  id: number,
  change: OfferChange,
  stamp: string,
  optionId: number | null = null,
): Promise<boolean> {
  const { from, to } = OFFER.changes[change];
  const result = await db
    .updateTable('offer')
    .set({ status: to, decided_at: stamp, ...(optionId ? { option_id: optionId } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open offers whose hold has passed by `now` (an ISO instant of the house's clock). */
export const overdueOffers = (db: Db, now: string) =>
  db
    .selectFrom('offer')
    .select(['id', 'booking_id'])
    .where('status', 'in', OFFER.sets.open)
    .where('expires_at', '<=', now)
    .orderBy('id')
    .execute();

export const openOffersOf = (db: Db, userId: number) =>
  db
    .selectFrom('offer as o')
    .innerJoin('wish as w', 'w.id', 'o.wish_id')
    .select([
      'o.id',
      'o.wish_id',
      'o.from_date',
      'o.to_date',
      'o.status',
      'o.offered_at',
      'o.expires_at',
    ])
    .where('w.user_id', '=', userId)
    .where('o.status', 'in', OFFER.sets.open)
    .orderBy('o.expires_at')
    .execute();

/** Open offers of one wish (voided when the wish goes). */
export const openOffersOfWish = (db: Db, wishId: number) =>
  db
    .selectFrom('offer')
    .select(['id', 'booking_id'])
    .where('wish_id', '=', wishId)
    .where('status', 'in', OFFER.sets.open)
    .execute();

/** The offers of one wish that hold or held its dates: open, or claimed. */
export const liveOffersOfWish = (db: Db, wishId: number) =>
  db
    .selectFrom('offer')
    .select(['id', 'booking_id', 'status'])
    .where('wish_id', '=', wishId)
    .where('status', 'in', OFFER.sets.holding)
    .execute();

/**
 * Claimed wishes whose request the admins have decided: approved (the wish is met) or not (it
 * waits again).
 */
export const decidedClaims = (db: Db) =>
  db
    .selectFrom('offer as o')
    .innerJoin('wish as w', 'w.id', 'o.wish_id')
    .innerJoin('stay_option as s', 's.id', 'o.option_id')
    .select(['w.id as wish_id', 's.status as option_status'])
    .where('w.status', 'in', WISH.sets.claimed)
    .where('o.status', 'in', OFFER.sets.claimed)
    .where('s.status', 'not in', statusesIn('waiting'))
    .execute();
