import {
  addDays,
  fromWireDate,
  holdHours,
  offeredStay,
  offerOrder,
  Refusal,
  toWireDate,
  waitMessages,
  wishPassed,
  WISHES_MAX,
  type Waitlist,
  type WishInput,
  partyProblem,
  type Party,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { readFeeSettings } from '../../../db/settings.repository.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { findUsersByIds } from '../../../db/users.repository.js';
import type { Release } from '../../../lib/holdings.js';
import type { Caller, StaysContext } from '../context.js';
import { WAITLIST_FREED_JOB } from '../bookings/booking-life.js';
import { insertPlan, writeOption } from '../planning/planning.repository.js';
import { reachOf } from '../stays.policy.js';
import { offerMail } from './waitlist.mail.js';
import {
  countLiveWishes,
  datesHeld,
  decidedClaims,
  endOffer,
  findBooking,
  findOffer,
  findWish,
  freedBookingsAhead,
  heldNear,
  insertOffer,
  insertWish,
  listLiveWishes,
  moveWish,
  offeredWishes,
  onlyOptionOf,
  readerOf,
  openOffersOf,
  openOffersOfWish,
  liveOffersOfWish,
  overdueOffers,
  roundOrderOf,
  waitingWishesOver,
  wishesOf,
} from './waitlist.repository.js';

type Db = Kysely<Database>;

/** The job that ends an offer's hold when it passes. */
const WAITLIST_HOLD_JOB = 'waitlist_hold';
const HOUR_MS = 3_600_000;

/**
 * The waitlist (DECISIONS §19): members wait for dates; when a booking ends, the waiting whose
 * wish fits the freed dates are offered them one at a time, each with a hold; a claim makes a
 * request that holds the dates until the admins decide; a refusal or a hold that passes offers
 * the next. Every step runs in the stays' lock, and an offer is a row with unique keys, so two
 * processes offer each freed range once.
 */
export function waitlistService(app: FastifyInstance, context: StaysContext) {
  const { now, memberWrite, memberUndo } = context;
  const instant = () => app.clock.now();

  /**
   * Offers a freed booking's dates to the next waiting wish they fit, unless they are held now
   * (an offer running, or a claim the admins have not decided). Wishes that do not fit are passed
   * over; each wish is offered a booking's dates once.
   */
  async function offerNext(db: Db, bookingId: number): Promise<void> {
    const { today, stamp } = now();
    const booking = await findBooking(db, bookingId);
    if (!booking || booking.status === 'held' || booking.to_date <= today) return;
    if (await datesHeld(db, bookingId)) return;
    const freed = { from: booking.from_date, to: booking.to_date };
    const [candidates, offered, order] = await Promise.all([
      waitingWishesOver(db, freed.from, freed.to),
      offeredWishes(db, bookingId),
      booking.round_block_id === null ? [] : roundOrderOf(db, booking.round_block_id),
    ]);
    const reach = reachOf([freed]);
    const held = await heldNear(db, reach.from, reach.to);
    // Only a wish whose member may hold one now is offered anything (DECISIONS §22): a member
    // suspended or moved down since (their wishes end then), or an admin whose rights were
    // removed, is passed over, and the next in line is offered the dates at once.
    const members = await findUsersByIds(db, [...new Set(candidates.map((wish) => wish.user_id))]);
    const standing = new Set(members.filter((row) => app.holds(row, 'wish')).map((row) => row.id));
    const waiting = offerOrder(
      candidates
        .filter((wish) => !offered.has(wish.id) && standing.has(wish.user_id))
        .map((wish) => ({ ...wish, member: wish.user_id, askedAt: wish.created_at })),
      order,
    );
    for (const wish of waiting) {
      const stay = offeredStay(
        { from: wish.from_date, to: wish.to_date, minNights: wish.min_nights },
        freed,
        held,
        today,
      );
      if (!stay) continue;
      const hours = holdHours(stay.from, today);
      const expiresAt = new Date(instant().getTime() + hours * HOUR_MS).toISOString();
      const id = await insertOffer(db, {
        wishId: wish.id,
        bookingId,
        from: stay.from,
        to: stay.to,
        stamp,
        expiresAt,
      });
      if (id === undefined) return; // offered by another process meanwhile
      const member = await readerOf(db, wish.user_id);
      await app.queueMail(db, offerMail(member, stay, expiresAt, app.config.publicUrl));
      await app.jobs.add(
        db,
        WAITLIST_HOLD_JOB,
        { offerId: id },
        { delayMs: hours * HOUR_MS, dedupeKey: `offer-hold-${id}` },
      );
      return;
    }
  }

  /** Ends the holds that have passed (by the house's clock) and offers the next, each once. */
  async function lapseOverdue(): Promise<void> {
    await unitOfWork(
      app.database,
      async (db) => {
        const { stamp } = now();
        for (const offer of await overdueOffers(db, instant().toISOString())) {
          if (await endOffer(db, offer.id, 'lapsed', stamp)) await offerNext(db, offer.booking_id);
        }
      },
      'stays',
    );
  }

  /** The caller's wishes, each with its place in line, and their open offers. */
  async function viewOf(db: Db, userId: number): Promise<Waitlist> {
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
        place:
          wish.status === 'waiting'
            ? 1 +
              live.filter(
                (other) =>
                  other.user_id !== userId &&
                  other.status === 'waiting' &&
                  other.from_date <= wish.to_date &&
                  wish.from_date <= other.to_date &&
                  (other.created_at < wish.created_at ||
                    (other.created_at === wish.created_at && other.id < wish.id)),
              ).length
            : null,
        created_at: wish.created_at,
      })),
      offers: offers.map((offer) => ({
        id: offer.id,
        wish_id: offer.wish_id,
        from: toWireDate(offer.from_date),
        to: toWireDate(offer.to_date),
        status: offer.status,
        offered_at: offer.offered_at,
        expires_at: offer.expires_at,
      })),
    };
  }

  /** An offer of the caller's, or 404 (another member's offer is nobody else's business). */
  async function ownOffer(db: Db, caller: Caller, id: number) {
    const offer = await findOffer(db, id);
    if (!offer || offer.user_id !== caller.id) throw new Refusal(404, waitMessages.noOffer);
    return offer;
  }

  app.jobs.define<{ bookingId: number }>(WAITLIST_FREED_JOB, {
    retryDelaysMs: [5_000, 60_000, 600_000],
    run: ({ bookingId }) => unitOfWork(app.database, (db) => offerNext(db, bookingId), 'stays'),
  });
  app.jobs.define<{ offerId: number }>(WAITLIST_HOLD_JOB, {
    retryDelaysMs: [5_000, 60_000, 600_000],
    // Whatever the job's own timing, the hold ends by the house's clock: early, nothing happens
    // (the chore ends it later); late or twice, the offer is ended once.
    run: () => lapseOverdue(),
  });

  return {
    /**
     * A member who may no longer wait (suspended, moved down): their wishes end, and each open
     * offer they held passes to the next in line at once (DECISIONS §22). A claim's request is
     * declined with the change that releases it. In the caller's transaction; how many wishes.
     */
    async endWishesOf(db: Db, release: Release) {
      let ended = 0;
      for (const wish of await wishesOf(db, release.userId)) {
        if (!(await moveWish(db, wish.id, ['waiting', 'claimed'], 'ended', release.stamp)))
          continue;
        ended += 1;
        // An open offer ends; a claimed one's request was declined with the change: either way
        // the dates go to the next in line.
        for (const offer of await liveOffersOfWish(db, wish.id)) {
          if (offer.status === 'open') await endOffer(db, offer.id, 'void', release.stamp);
          await offerNext(db, offer.booking_id);
        }
      }
      return ended;
    },

    /**
     * The waitlist's housekeeping, in any process, any number of times: holds that passed end
     * and the next is offered; wishes whose days have passed end; claims the admins decided
     * close (approved: met) or wait again (declined); freed dates nobody holds are offered.
     */
    async sweep() {
      await lapseOverdue();
      await unitOfWork(
        app.database,
        async (db) => {
          const { today, stamp } = now();
          for (const claim of await decidedClaims(db)) {
            const approved = claim.option_status === 'approved';
            await moveWish(db, claim.wish_id, ['claimed'], approved ? 'met' : 'waiting', stamp);
          }
          for (const wish of await listLiveWishes(db)) {
            const passed = wishPassed(
              { from: wish.from_date, to: wish.to_date, minNights: wish.min_nights },
              today,
            );
            if (passed && (await moveWish(db, wish.id, ['waiting'], 'ended', stamp))) {
              for (const offer of await openOffersOfWish(db, wish.id)) {
                await endOffer(db, offer.id, 'void', stamp);
              }
            }
          }
          for (const freed of await freedBookingsAhead(db, today)) await offerNext(db, freed.id);
        },
        'stays',
      );
    },

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
          if (freed.from_date <= to && from <= freed.to_date) await offerNext(db, freed.id);
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
        if (await moveWish(db, id, ['waiting'], 'withdrawn', stamp)) {
          for (const offer of await openOffersOfWish(db, id)) {
            if (await endOffer(db, offer.id, 'void', stamp)) await offerNext(db, offer.booking_id);
          }
        }
        return viewOf(db, caller.id);
      });
    },

    /**
     * The member claims an offer while its hold runs: a request (a plan of one pending option)
     * for the offered days, which holds them until the admins decide. After the hold: refused,
     * and the next is offered (if the chore had not yet).
     */
    async claim(caller: Caller, id: number, party: Party): Promise<Waitlist> {
      const late = await memberWrite(caller, async (db) => {
        const { today, stamp } = now();
        const offer = await ownOffer(db, caller, id);
        if (offer.status !== 'open') throw new Refusal(409, waitMessages.answered);
        if (offer.expires_at <= instant().toISOString()) {
          if (await endOffer(db, offer.id, 'lapsed', stamp)) await offerNext(db, offer.booking_id);
          return true;
        }
        // The party must fit the beds (DECISIONS §21), as the booking page checked.
        const problem = partyProblem(party, (await readFeeSettings(db)).beds);
        if (problem) throw new Refusal(409, problem);
        const language = caller.session.row.language === 'sv' ? 'sv' : 'en';
        const planId = await insertPlan(db, {
          user_id: caller.id,
          title: language === 'sv' ? 'Från väntelistan' : 'From the waitlist',
          expiry_date: offer.from_date > today ? addDays(offer.from_date, -1) : today,
          stamp,
        });
        await writeOption(
          db,
          planId,
          {
            from: offer.from_date,
            to: offer.to_date,
            status: 'pending',
            user_priority: 1,
            note: '',
            submitted_at: stamp,
            // Who comes, asked with the claim, as on any request.
            party,
          },
          stamp,
          { ownerId: caller.id, previous: undefined },
        );
        const option = await onlyOptionOf(db, planId);
        await endOffer(db, offer.id, 'claimed', stamp, option.id);
        await moveWish(db, offer.wish_id, ['waiting'], 'claimed', stamp);
        return false;
      });
      // Refused once the lapse and the next offer are kept.
      if (late) throw new Refusal(409, waitMessages.holdPassed);
      return viewOf(app.db, caller.id);
    },

    /** "No thanks": the offer ends and the next waiting member is offered the dates. */
    async refuse(caller: Caller, id: number): Promise<Waitlist> {
      return memberUndo(caller, async (db) => {
        const { stamp } = now();
        const offer = await ownOffer(db, caller, id);
        if (!(await endOffer(db, offer.id, 'refused', stamp))) {
          throw new Refusal(409, waitMessages.answered);
        }
        await offerNext(db, offer.booking_id);
        return viewOf(db, caller.id);
      });
    },
  };
}

export type WaitlistService = ReturnType<typeof waitlistService>;
