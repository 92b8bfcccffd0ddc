import { holdHours, offeredStay, offerOrder, BOOKING, inSet } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { findUsersByIds } from '../../../db/users.repository.js';
import { WAITLIST_FREED_JOB } from '../bookings/booking-life.js';
import { reachOf } from '../stays.policy.js';
import { offerNotice } from './waitlist.mail.js';
import {
  datesHeld,
  findBooking,
  heldNear,
  offeredWishes,
  readerOf,
  roundOrderOf,
  waitingWishesOver,
} from './waitlist.repository.js';
import { endOffer, insertOffer, overdueOffers } from './offers.repository.js';

type Db = Kysely<Database>;

/** The job that ends an offer's hold when it passes. */
const WAITLIST_HOLD_JOB = 'waitlist_hold';
const HOUR_MS = 3_600_000;

/**
 * Offers a freed booking's dates to the next waiting wish they fit, unless they are held now
 * (an offer running, or a claim the admins have not decided). Wishes that do not fit are passed
 * over; each wish is offered a booking's dates once.
 */
export async function offerNext(app: FastifyInstance, db: Db, bookingId: number): Promise<void> {
  const today = app.clock.today();
  const stamp = app.clock.now().toISOString();
  const booking = await findBooking(db, bookingId);
  if (!booking || inSet(BOOKING, 'held', booking.status) || booking.to_date <= today) return;
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
    const expiresAt = new Date(app.clock.now().getTime() + hours * HOUR_MS).toISOString();
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
    await app.notify(db, offerNotice(member, stay, expiresAt, app.config.publicUrl, id));
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
export async function lapseOverdue(app: FastifyInstance): Promise<void> {
  await unitOfWork(
    app.database,
    async (db) => {
      const stamp = app.clock.now().toISOString();
      for (const offer of await overdueOffers(db, stamp)) {
        if (await endOffer(db, offer.id, 'lapse', stamp)) {
          await offerNext(app, db, offer.booking_id);
        }
      }
    },
    'stays',
  );
}

/** Teaches the job worker the waitlist's two kinds of work: a freed booking, a hold that ends. */
export function defineWaitlistJobs(app: FastifyInstance) {
  app.jobs.define<{ bookingId: number }>(WAITLIST_FREED_JOB, {
    retryDelaysMs: [5_000, 60_000, 600_000],
    run: ({ bookingId }) =>
      unitOfWork(app.database, (db) => offerNext(app, db, bookingId), 'stays'),
  });
  app.jobs.define<{ offerId: number }>(WAITLIST_HOLD_JOB, {
    retryDelaysMs: [5_000, 60_000, 600_000],
    // Whatever the job's own timing, the hold ends by the house's clock: early, nothing happens
    // (the chore ends it later); late or twice, the offer is ended once.
    run: () => lapseOverdue(app),
  });
}
