import { toWireDate, type Waitlist, WISH, inSet, OFFER, may } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { listLiveWishes, wishesOf } from './waitlist.repository.js';
import { openOffersOf } from './offers.repository.js';

type Db = Kysely<Database>;

/** The caller's wishes, each with its place in line, and their open offers. */
export async function viewOf(db: Db, userId: number): Promise<Waitlist> {
  const [own, live, offers] = await Promise.all([
    wishesOf(db, userId),
    listLiveWishes(db),
    openOffersOf(db, userId),
  ]);
  return {
    wishes: own.map((wish) => ({
      id: wish.id,
      from: toWireDate(wish.from_date),
      to: toWireDate(wish.to_date),
      min_nights: wish.min_nights,
      status: wish.status,
      // Ahead in line: those waiting for days this wish shares, who asked before.
      place: inSet(WISH, 'waiting', wish.status)
        ? 1 +
          live.filter(
            (other) =>
              other.user_id !== userId &&
              inSet(WISH, 'waiting', other.status) &&
              other.from_date <= wish.to_date &&
              wish.from_date <= other.to_date &&
              (other.created_at < wish.created_at ||
                (other.created_at === wish.created_at && other.id < wish.id)),
          ).length
        : null,
      created_at: wish.created_at,
      can: { withdraw: may(WISH, 'withdraw', wish.status) },
    })),
    offers: offers.map((offer) => ({
      id: offer.id,
      wish_id: offer.wish_id,
      from: toWireDate(offer.from_date),
      to: toWireDate(offer.to_date),
      status: offer.status,
      offered_at: offer.offered_at,
      expires_at: offer.expires_at,
      can: { claim: may(OFFER, 'claim', offer.status), refuse: may(OFFER, 'refuse', offer.status) },
    })),
  };
}
