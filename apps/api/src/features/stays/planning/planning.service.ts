import {
  addDays,
  planState,
  VALIDITY_REMINDER_DAYS,
  type CalendarDate,
  type StayPlanInputSchema,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { settingKeys, writeSettings } from '../../../db/settings.repository.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { HttpError } from '../../../lib/http-error.js';
import type { Caller, StaysContext } from '../context.js';
import { assertOwnPlan, stayErrors } from '../stays.policy.js';
import { cancelStay } from './cancel-stay.js';
import { validityReminderAdminMail, validityReminderMail } from './planning.mail.js';
import { deletePlan, findPlan, listOptionsOfPlan } from './planning.repository.js';
import { plansView } from './plans-view.js';
import { savePlan } from './save-plan.js';
import { expirePending, listPlansToRemind, markReminded } from './validity.repository.js';

/**
 * Planning (DECISIONS §9, §14): how members ask. The plans a member sees, saving and removing a
 * plan, a plan's validity, and the house's planning settings.
 */
export function planningService(app: FastifyInstance, context: StaysContext) {
  return {
    /** The plans a member sees (DECISIONS §9): `plans-view.ts`. */
    plansView: (viewer: Caller) => plansView(app, context, viewer),

    savePlan: (caller: Caller, planId: number | undefined, input: PlanInput) =>
      savePlan(app, context, caller, planId, input),

    /** The owner cancels a booked stay of a plan: `cancel-stay.ts`. */
    cancelStay: (caller: Caller, optionId: number) => cancelStay(app, context, caller, optionId),

    /** Removes a plan of the caller's; one holding a booked stay stays (DECISIONS §9). */
    async removePlan(caller: Caller, planId: number) {
      await context.memberUndo(caller, async (db) => {
        const plan = await findPlan(db, planId);
        if (!plan) throw new HttpError(404, stayErrors.noPlan);
        assertOwnPlan(plan, caller.id);
        const options = await listOptionsOfPlan(db, planId);
        const statuses = options.map((row) => row.status);
        if (planState(statuses, plan.expiry_date, app.clock.today()) === 'decided') {
          throw new HttpError(409, stayErrors.planWithStay);
        }
        if (options.some((row) => row.approved_at !== null)) {
          throw new HttpError(409, stayErrors.planKept);
        }
        await deletePlan(db, planId);
      });
      return { message: 'Plan removed.' };
    },

    /**
     * The validity sweep (DECISIONS §14), run by the job worker on the app's clock: pending
     * options of plans whose validity has passed become `expired`; owners and admins of plans
     * still waiting whose validity ends within seven days are mailed, once for each date, however
     * many processes sweep.
     */
    async sweepValidity() {
      const { today, stamp } = context.now();
      return unitOfWork(
        app.database,
        async (db) => {
          const expired = await expirePending(db, today, stamp);
          const due = await listPlansToRemind(db, today, addDays(today, VALIDITY_REMINDER_DAYS));
          let reminded = 0;
          for (const plan of due) {
            // Marked and mailed in one transaction: the mail goes exactly when the mark is kept.
            if (!(await markReminded(db, plan.id, plan.expiry_date))) continue;
            await app.queueMail(db, validityReminderMail(plan, app.config.publicUrl));
            await app.queueMailIn(db, app.config.adminEmails, (write) =>
              validityReminderAdminMail(write, plan, app.config.publicUrl),
            );
            reminded += 1;
          }
          return { expired: expired.length, reminded };
        },
        'stays',
      );
    },

    /** The longest stay in nights: as the admins set it, else MAX_STAY_NIGHTS. */
    async longestStay() {
      return { max_stay_nights: await context.maxStayNights() };
    },

    async setLongestStay(caller: Caller, nights: number) {
      await context.adminWrite(caller, (db) =>
        writeSettings(db, { [settingKeys.maxStayNights]: nights }),
      );
      return { max_stay_nights: nights };
    },

    /** The planning horizon (YYYY-MM-DD), or null when none is set. */
    async horizon() {
      return { horizon_date: await context.horizon() };
    },

    /** Sets the planning horizon: today or later, or null to clear it. */
    async setHorizon(caller: Caller, date: CalendarDate | null) {
      if (date !== null && date < app.clock.today()) {
        throw new HttpError(400, stayErrors.horizonPast);
      }
      await context.adminWrite(caller, (db) =>
        writeSettings(db, { [settingKeys.planningHorizon]: date }),
      );
      return { horizon_date: date };
    },
  };
}

type PlanInput = z.output<typeof StayPlanInputSchema>;

export type PlanningService = ReturnType<typeof planningService>;
