import {
  addMonths,
  displayName,
  optionAbilities,
  ownWords,
  paymentState,
  planRefusals,
  planState,
  stayMessages,
  upcomingStays,
  UPCOMING_MONTHS,
  type Reason,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../lib/http-error.js';
import { viewerOf, type Caller, type StaysContext } from '../context.js';
import { ownPlanView } from '../planning/plan-view.js';
import {
  findOption,
  listOptionsOfPlan,
  type OptionWithPlan,
} from '../planning/planning.repository.js';
import { decideOptions } from '../status-changes.repository.js';
import { assertOwnPlan, stayErrors } from '../stays.policy.js';
import { bookedStayDeclinedMail, bookingEndedMail, cancelledMail } from './bookings.mail.js';
import {
  endBooking,
  findBookingWithOwner,
  findOwnBooking,
  listHeldStays,
} from './bookings.repository.js';

type Db = Kysely<Database>;

/**
 * An admin declines a stay the house holds (DECISIONS §14): its booking ends as declined, its
 * dates are free at once, and its owner is mailed why, in the caller's transaction.
 */
export async function declineBooked(
  app: FastifyInstance,
  db: Db,
  option: OptionWithPlan,
  decision: { reason: Reason; stamp: string; actorId: number },
) {
  await decideOptions(db, [option.id], { change: 'declineApproved', ...decision });
  await app.queueMail(db, bookedStayDeclinedMail(option, decision.reason, app.config.publicUrl));
}

/**
 * Bookings (DECISIONS §14, §17): what the house holds. A member cancels theirs; who is at the
 * house when.
 */
export function bookingsService(app: FastifyInstance, context: StaysContext) {
  return {
    /**
     * The owner cancels an approved stay of theirs before it begins (DECISIONS §14): it becomes
     * `cancelled`, its dates are free at once, it stays on record; the admins are mailed in the
     * same transaction. Answers the plan as it is now.
     */
    async cancel(caller: Caller, optionId: number) {
      const { today, stamp } = context.now();
      const plan = await context.memberUndo(caller, async (db) => {
        const option = await findOption(db, optionId);
        if (!option) throw new HttpError(404, stayErrors.noOption);
        assertOwnPlan({ user_id: option.owner_id }, caller.id);
        const statuses = (await listOptionsOfPlan(db, option.plan_id)).map((row) => row.status);
        const state = planState(statuses, option.expiry_date, today);
        const can = optionAbilities(
          { status: option.status, from: option.from_date, kept: option.approved_at !== null },
          state,
          today,
        );
        if (!can.cancel) throw new HttpError(409, planRefusals.notCancellable);
        await decideOptions(db, [option.id], {
          change: 'cancel',
          reason: null,
          stamp,
          actorId: caller.id,
        });
        await app.queueMailIn(db, app.config.adminEmails, (write) =>
          cancelledMail(write, option, app.config.publicUrl),
        );
        return ownPlanView(db, caller, option.plan_id, today);
      });
      return { message: 'Your stay is cancelled. Its dates are free again.', stay_plan: plan };
    },

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
          booking.status === 'held' &&
          booking.from_date > today &&
          (await endBooking(
            db,
            {
              id: booking.id,
              userId: booking.user_id,
              from: booking.from_date,
              to: booking.to_date,
            },
            { status: 'cancelled', reason: null, actorId: caller.id, stamp },
          ));
        if (!ended) throw new HttpError(409, planRefusals.notCancellable);
        await app.queueMailIn(db, app.config.adminEmails, (write) =>
          cancelledMail(write, { ...booking, title: booking.block ?? '' }, app.config.publicUrl),
        );
      });
      return { message: 'Your stay is cancelled. Its dates are free again.' };
    },

    /**
     * An admin ends a stay the house holds, whatever made it (a plan, a round, the waitlist, a
     * swap or a gift; DECISIONS §22), before its departure day: it ends as declined with the
     * admin's reason and its history, its owner is mailed, and its days go to the waitlist. A
     * stay made from a plan ends with its option, as declining it there does.
     */
    async end(caller: Caller, bookingId: number, reason: string) {
      const { today, stamp } = context.now();
      await context.adminWrite(caller, async (db) => {
        const booking = await findBookingWithOwner(db, bookingId);
        if (!booking) throw new HttpError(404, stayMessages.noBooking);
        if (booking.status !== 'held' || booking.to_date < today) {
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
        };
        await endBooking(db, stay, {
          status: 'declined',
          reason: given,
          actorId: caller.id,
          stamp,
        });
        await app.queueMail(db, bookingEndedMail(booking, given, app.config.publicUrl));
      });
      return { message: 'The stay is ended. Its dates are free again.' };
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
