import { ownWords, stayMessages, type Reason, BOOKING, may } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../lib/http-error.js';
import { bookingLife } from '../bookings/booking-life.js';
import { bookingEndedMail } from '../bookings/bookings.mail.js';
import { bookedStayDeclinedMail, decisionNotice } from './decisions.mail.js';
import { findBookingWithOwner } from '../bookings/bookings.repository.js';
import type { Caller, StaysContext } from '../context.js';
import { findOption, type OptionWithPlan } from '../planning/planning.repository.js';

/**
 * An admin declines a stay the house holds (DECISIONS §14): its booking ends as declined, its
 * dates are free at once, and its owner is mailed why, in the caller's transaction.
 */
export async function declineBooked(
  app: FastifyInstance,
  db: Kysely<Database>,
  option: OptionWithPlan,
  decision: { reason: Reason; stamp: string; actorId: number },
) {
  await bookingLife(app.jobs).decide(db, [option.id], { change: 'declineApproved', ...decision });
  await app.notify(
    db,
    decisionNotice(
      option.owner_id,
      bookedStayDeclinedMail(option, decision.reason, app.config.publicUrl),
      `${option.id}`,
    ),
  );
}

/**
 * An admin ends a stay the house holds, whatever made it (a plan, a round, the waitlist, a swap
 * or a gift; DECISIONS §22), before its departure day: it ends as declined with the admin's
 * reason and its history, its owner is mailed, and its days go to the waitlist. A stay made from
 * a plan ends with its option, as declining it there does.
 */
export async function endStay(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  bookingId: number,
  reason: string,
) {
  const { today, stamp } = context.now();
  await context.adminWrite(caller, async (db) => {
    const booking = await findBookingWithOwner(db, bookingId);
    if (!booking) throw new HttpError(404, stayMessages.noBooking);
    if (!may(BOOKING, 'decline', booking.status) || booking.to_date < today) {
      throw new HttpError(409, stayMessages.notEndable);
    }
    const given = ownWords(reason);
    if (booking.option_id !== null) {
      const option = await findOption(db, booking.option_id);
      await declineBooked(app, db, option!, { reason: given, stamp, actorId: caller.id });
      return;
    }
    const stay = {
      id: booking.id,
      userId: booking.user_id,
      from: booking.from_date,
      to: booking.to_date,
      optionId: null,
    };
    await bookingLife(app.jobs).end(db, stay, 'declined', given, { actorId: caller.id, stamp });
    await app.queueMail(db, bookingEndedMail(booking, given, app.config.publicUrl));
  });
  return { message: 'The stay is ended. Its dates are free again.' };
}
