import { optionAbilities, planRefusals, planState } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../lib/http-error.js';
import { bookingLife } from '../bookings/booking-life.js';
import { cancelledMail } from '../bookings/bookings.mail.js';
import type { Caller, StaysContext } from '../context.js';
import { assertOwnPlan, stayErrors } from '../stays.policy.js';
import { findOption, listOptionsOfPlan } from './planning.repository.js';
import { ownPlanView } from './plan-view.js';

/**
 * The owner cancels an approved stay of theirs before it begins (DECISIONS §14): it becomes
 * `cancelled`, its booking ends, its dates are free at once and go to the waitlist, it stays on
 * record; the admins are mailed in the same transaction. Answers the plan as it is now.
 */
export async function cancelStay(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  optionId: number,
) {
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
    await bookingLife(app.jobs).decide(db, [option.id], {
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
}
