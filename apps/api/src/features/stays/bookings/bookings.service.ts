import {
  addMonths,
  displayName,
  paymentState,
  planRefusals,
  stayMessages,
  upcomingStays,
  UPCOMING_MONTHS,
  BOOKING,
  inSet,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error.js';
import { viewerOf, type Caller, type StaysContext } from '../context.js';
import { bookingLife } from './booking-life.js';
import { cancelledMail } from './bookings.mail.js';
import { findOwnBooking, listHeldStays } from './bookings.repository.js';

/**
 * Bookings (DECISIONS §14, §17): what the house holds. A member cancels a stay made from no
 * option; who is at the house when. A plan's stay is cancelled with its plan (planning), and an
 * admin ends any stay with the decisions.
 */
export function bookingsService(app: FastifyInstance, context: StaysContext) {
  const life = bookingLife(app.jobs);
  return {
    /**
     * The owner cancels a stay made from no option (a round's block, DECISIONS §18) before it
     * begins: the booking ends as cancelled, its dates are free at once and go to the waitlist,
     * it stays on record; the admins are mailed. A stay made from a plan is cancelled there.
     */
    async cancelBooking(caller: Caller, bookingId: number) {
      const { today, stamp } = context.now();
      await context.memberUndo(caller, async (db) => {
        const booking = await findOwnBooking(db, bookingId);
        if (!booking || booking.user_id !== caller.id) {
          throw new HttpError(404, stayMessages.noBooking);
        }
        if (booking.option_id !== null) throw new HttpError(409, stayMessages.cancelFromPlan);
        const ended =
          inSet(BOOKING, 'held', booking.status) &&
          booking.from_date > today &&
          (await life.end(
            db,
            {
              id: booking.id,
              userId: booking.user_id,
              from: booking.from_date,
              to: booking.to_date,
              optionId: null,
            },
            'cancelled',
            null,
            { actorId: caller.id, stamp },
          ));
        if (!ended) throw new HttpError(409, planRefusals.notCancellable);
        await app.queueMailIn(db, app.config.adminEmails, (write) =>
          cancelledMail(write, { ...booking, title: booking.block ?? '' }, app.config.publicUrl),
        );
      });
      return { message: 'Your stay is cancelled. Its dates are free again.' };
    },

    /** Who is at the house when: held bookings of the next six months the caller may see. */
    async upcoming(caller: Caller) {
      const today = app.clock.today();
      const [rows, horizonDate] = await Promise.all([
        listHeldStays(app.db, today, addMonths(today, UPCOMING_MONTHS)),
        context.horizon(),
      ]);
      return {
        stays: upcomingStays(
          rows.map((row) => ({
            id: row.id,
            owner_id: row.owner_id,
            from: row.from_date,
            to: row.to_date,
            name: displayName(row),
            unpaid: !!row.fee && paymentState(row) === 'due',
          })),
          viewerOf(caller),
          horizonDate,
          today,
        ),
      };
    },
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
