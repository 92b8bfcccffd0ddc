import {
  fromWireDate,
  Refusal,
  waitMessages,
  wishPassed,
  WISHES_MAX,
  type Waitlist,
  type WishInput,
  type Party,
  OFFER,
  may,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { Release } from '../../../lib/holdings.js';
import type { Caller, StaysContext } from '../context.js';
import { claimOffer, ownOffer } from './claim-offer.js';
import { defineWaitlistJobs, offerNext } from './offer-next.js';
import { viewOf } from './waitlist-view.js';
import {
  countLiveWishes,
  findWish,
  freedBookingsAhead,
  insertWish,
  moveWish,
  wishesOf,
} from './waitlist.repository.js';
import { endOffer, openOffersOfWish, liveOffersOfWish } from './offers.repository.js';
import { sweepWaitlist } from './sweep.js';

type Db = Kysely<Database>;

/**
 * The waitlist (DECISIONS §19): members wait for dates; when a booking ends, the waiting whose
 * wish fits the freed dates are offered them one at a time, each with a hold; a claim makes a
 * request that holds the dates until the admins decide; a refusal or a hold that passes offers
 * the next. Every step runs in the stays' lock, and an offer is a row with unique keys, so two
 * processes offer each freed range once.
 */
export function waitlistService(app: FastifyInstance, context: StaysContext) {
  const { now, memberWrite, memberUndo } = context;

  defineWaitlistJobs(app);

  return {
    /**
     * A member who may no longer wait (suspended, moved down): their wishes end, and each open
     * offer they held passes to the next in line at once (DECISIONS §22). A claim's request is
     * declined with the change that releases it. In the caller's transaction; how many wishes.
     */
    async endWishesOf(db: Db, release: Release) {
      let ended = 0;
      for (const wish of await wishesOf(db, release.userId)) {
        if (!(await moveWish(db, wish.id, 'release', release.stamp))) continue;
        ended += 1;
        // An open offer ends; a claimed one's request was declined with the change: either way
        // the dates go to the next in line.
        for (const offer of await liveOffersOfWish(db, wish.id)) {
          if (may(OFFER, 'void', offer.status)) await endOffer(db, offer.id, 'void', release.stamp);
          await offerNext(app, db, offer.booking_id);
        }
      }
      return ended;
    },

    /**
     * The waitlist's housekeeping, in any process, any number of times: holds that passed end
     * and the next is offered; wishes whose days have passed end; claims the admins decided
     * close (approved: met) or wait again (declined); freed dates nobody holds are offered.
     */
    sweep: () => sweepWaitlist(app),

    async view(caller: Caller): Promise<Waitlist> {
      return viewOf(app.db, caller.id);
    },

    /**
     * A member starts waiting for days: a range ahead, the fewest nights that would do, at most
     * WISHES_MAX at once. Freed dates nobody holds that fit are offered at once.
     */
    async wish(caller: Caller, input: WishInput): Promise<Waitlist> {
      const from = fromWireDate(input.from);
      const to = fromWireDate(input.to);
      return memberWrite(caller, async (db) => {
        const { today, stamp } = now();
        if (wishPassed({ from, to, minNights: input.min_nights }, today)) {
          throw new Refusal(400, waitMessages.past);
        }
        if ((await countLiveWishes(db, caller.id)) >= WISHES_MAX) {
          throw new Refusal(409, waitMessages.tooMany);
        }
        await insertWish(db, { userId: caller.id, from, to, minNights: input.min_nights, stamp });
        for (const freed of await freedBookingsAhead(db, today)) {
          if (freed.from_date <= to && from <= freed.to_date) await offerNext(app, db, freed.id);
        }
        return viewOf(db, caller.id);
      });
    },

    /** A member stops waiting: the wish is withdrawn and an offer it holds goes to the next. */
    async withdraw(caller: Caller, id: number): Promise<Waitlist> {
      return memberUndo(caller, async (db) => {
        const { stamp } = now();
        const wish = await findWish(db, id);
        if (!wish || wish.user_id !== caller.id) throw new Refusal(404, waitMessages.noWish);
        if (await moveWish(db, id, 'withdraw', stamp)) {
          for (const offer of await openOffersOfWish(db, id)) {
            if (await endOffer(db, offer.id, 'void', stamp))
              await offerNext(app, db, offer.booking_id);
          }
        }
        return viewOf(db, caller.id);
      });
    },

    /** The member claims an offer while its hold runs: `claim-offer.ts`. */
    claim: (caller: Caller, id: number, party: Party) =>
      claimOffer(app, context, caller, id, party),

    /** "No thanks": the offer ends and the next waiting member is offered the dates. */
    async refuse(caller: Caller, id: number): Promise<Waitlist> {
      return memberUndo(caller, async (db) => {
        const { stamp } = now();
        const offer = await ownOffer(db, caller, id);
        if (!(await endOffer(db, offer.id, 'refuse', stamp))) {
          throw new Refusal(409, waitMessages.answered);
        }
        await offerNext(app, db, offer.booking_id);
        return viewOf(db, caller.id);
      });
    },
  };
}

export type WaitlistService = ReturnType<typeof waitlistService>;
