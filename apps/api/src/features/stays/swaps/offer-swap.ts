import {
  accessFlags,
  Refusal,
  SWAP_ANSWER_HOURS,
  stayMessages,
  swapMessages,
  type SwapInput,
  optionVisible,
  BOOKING,
  inSet,
  BOOKING_SHOWN_AS,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { viewerOf, type Caller, type StaysContext } from '../context.js';
import { readHighSeason } from '../fair-share.service.js';
import { swapOfferMail, swapNotice } from './swaps.mail.js';
import {
  bookingWithOwner,
  findSwap,
  inLiveSwap,
  insertSwap,
  memberOf,
  type BookingWithOwner,
} from './swaps.repository.js';

import { hasHighSeason } from './hand-over.js';
import { viewOf } from './swap-views.js';

const HOUR_MS = 3_600_000;

/** Whether a booking is the member's, held, and not begun. */
const ownAhead = (booking: BookingWithOwner | undefined, userId: number, today: string) =>
  booking !== undefined &&
  booking.user_id === userId &&
  inSet(BOOKING, 'held', booking.status) &&
  booking.from_date > today;

/** A member offers a booking of theirs to another, for one of the other's or as a gift. */
export async function offerSwap(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  bookingId: number,
  input: SwapInput,
) {
  return context.memberWrite(caller, async (db) => {
    const { today, stamp } = context.now();
    const stay = await bookingWithOwner(db, bookingId);
    // Another member's booking answers as an unknown one does: ids tell nothing.
    if (!ownAhead(stay, caller.id, today)) throw new Refusal(409, swapMessages.notYours);
    const other = await memberOf(db, input.to_user_id);
    const mayBook =
      other !== undefined &&
      other.id !== caller.id &&
      other.suspended_at === null &&
      accessFlags(other.access_level, app.isAdmin(other)).can_access_booking;
    if (!mayBook) throw new Refusal(400, swapMessages.noMember);
    const theirs =
      input.their_booking_id === null
        ? null
        : ((await bookingWithOwner(db, input.their_booking_id)) ?? null);
    if (input.their_booking_id !== null) {
      // Only a stay the caller may see on the timeline can be asked for (the horizon hides
      // others' stays, DECISIONS §14); an unknown, hidden or someone else's booking answers
      // the same, so no id says whether it exists.
      const seen =
        theirs !== null &&
        theirs.user_id === other.id &&
        optionVisible(
          { owner_id: theirs.user_id, status: BOOKING_SHOWN_AS.held, from: theirs.from_date },
          viewerOf(caller),
          await context.horizon(db),
        );
      if (!seen) throw new Refusal(404, stayMessages.noBooking);
      if (!ownAhead(theirs, other.id, today)) throw new Refusal(400, swapMessages.notTheirs);
    }
    if ((await inLiveSwap(db, bookingId)) || (theirs && (await inLiveSwap(db, theirs.id)))) {
      throw new Refusal(409, swapMessages.offeredAlready);
    }
    const season = await readHighSeason(db);
    const needsAdmin =
      hasHighSeason(stay!, season) || (theirs !== null && hasHighSeason(theirs, season));
    const expiresAt = new Date(
      app.clock.now().getTime() + SWAP_ANSWER_HOURS * HOUR_MS,
    ).toISOString();
    const id = await insertSwap(db, {
      fromUserId: caller.id,
      toUserId: other.id,
      bookingId,
      bookingStamp: stay!.updated_at,
      theirBookingId: theirs?.id ?? null,
      theirStamp: theirs?.updated_at ?? null,
      note: input.note,
      needsAdmin,
      stamp,
      expiresAt,
    });
    if (id === undefined) throw new Refusal(409, swapMessages.offeredAlready);
    await app.notify(
      db,
      swapNotice(
        other.id,
        swapOfferMail(other, stay!, stay!, theirs, input.note, app.config.publicUrl),
        id,
      ),
    );
    return { swap: await viewOf(db, (await findSwap(db, id))!, caller) };
  });
}
