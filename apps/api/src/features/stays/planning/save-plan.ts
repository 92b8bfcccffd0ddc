import {
  fromWireDate,
  partyOf,
  partyProblem,
  planChanges,
  planExpiry,
  planState,
  type StayPlanInputSchema,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { readFeeSettings } from '../../../db/settings.repository.js';
import { HttpError } from '../../../lib/http-error.js';
import type { Caller, StaysContext } from '../context.js';
import { assertOwnPlan, stayErrors } from '../stays.policy.js';
import { checkDates } from './check-dates.js';
import { submittedMail } from './planning.mail.js';
import {
  deleteOptions,
  findPlan,
  insertPlan,
  listOptionsOfPlan,
  updatePlan,
  writeOption,
  type OptionWithPlan,
} from './planning.repository.js';
import { ownPlanView } from './plan-view.js';

type PlanInput = z.output<typeof StayPlanInputSchema>;

/**
 * Creates (no `planId`) or updates a plan with every server check (DECISIONS §9, §14): the
 * owner's own and open; what changes is what `planChanges` allows; new or moved options from
 * today on and clear of every booked stay (409 with the booking page's own message); the
 * validity before the earliest open option. A decided plan only lets declined options go.
 * Answers the plan as saved (the plan view), and a note when the validity was moved.
 */
export async function savePlan(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  planId: number | undefined,
  input: PlanInput,
) {
  const { today, stamp } = context.now();
  const saved = await context.memberWrite(caller, async (db) => {
    let stored: OptionWithPlan[] = [];
    let existing: Awaited<ReturnType<typeof findPlan>>;
    if (planId !== undefined) {
      existing = await findPlan(db, planId);
      if (!existing) throw new HttpError(404, stayErrors.noPlan);
      assertOwnPlan(existing, caller.id);
      stored = await listOptionsOfPlan(db, planId);
    }
    const state = existing
      ? planState(
          stored.map((row) => row.status),
          existing.expiry_date,
          today,
        )
      : 'editable';
    if (existing && state === 'expired') {
      throw new HttpError(409, stayErrors.expired(existing.expiry_date));
    }
    const changes = planChanges(
      stored.map((row) => ({
        id: row.id,
        from: row.from_date,
        to: row.to_date,
        status: row.status,
        note: row.note,
        submitted_at: row.submitted_at,
        kept: row.approved_at !== null,
        party: partyOf(row),
      })),
      input.options,
      stamp,
    );
    if (existing && state === 'decided') {
      const onlyClearing =
        changes.datesToCheck.length === 0 &&
        changes.submitted.length === 0 &&
        changes.writes.every((write) => write.id !== undefined) &&
        input.title === existing.title &&
        fromWireDate(input.expiry_date) === existing.expiry_date;
      if (!onlyClearing) throw new HttpError(409, stayErrors.decided);
    }
    await checkDates(context, db, caller, changes.datesToCheck, today);
    // A new or changed party must fit the beds (DECISIONS §21), as the booking page checked.
    if (changes.partiesToCheck.length) {
      const { beds } = await readFeeSettings(db);
      for (const party of changes.partiesToCheck) {
        const problem = partyProblem(party, beds);
        if (problem) throw new HttpError(409, problem);
      }
    }
    // A decided plan's validity no longer matters, and stays as it was (DECISIONS §14).
    const { expiry, message } =
      existing && state === 'decided'
        ? { expiry: existing.expiry_date, message: undefined }
        : planExpiry(fromWireDate(input.expiry_date), changes.open, today);

    const fields = { title: input.title, expiry_date: expiry, stamp };
    const id =
      planId === undefined
        ? await insertPlan(db, { user_id: caller.id, ...fields })
        : (await updatePlan(db, planId, fields), planId);
    await deleteOptions(db, changes.removed);
    const before = new Map(stored.map((row) => [row.id, row.status]));
    for (const write of changes.writes) {
      await writeOption(db, id, write, stamp, {
        ownerId: caller.id,
        previous: write.id === undefined ? undefined : before.get(write.id),
      });
    }
    // Admins hear of options a save submitted: the mail is queued with the save.
    if (changes.submitted.length) {
      await app.queueMailIn(db, app.config.adminEmails, (write) =>
        submittedMail(write, caller.name, input.title, changes.submitted, app.config.publicUrl),
      );
    }
    return { stay_plan: await ownPlanView(db, caller, id, today), message };
  });
  const note = saved.message;
  return {
    stay_plan: saved.stay_plan,
    ...(note
      ? { message: note.text, code: note.code, ...(note.values ? { params: note.values } : {}) }
      : {}),
  };
}
