import {
  ADMIN_ABILITIES,
  approvalDeclineReasons,
  displayName,
  firstConflict,
  isPlanExpired,
  partyProblem,
  staysConflict,
  type CalendarDate,
  type Reason,
  partyOf,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isBookedStayClash } from '../../../db/errors.js';
import type { Database } from '../../../db/schema.js';
import { findUserById } from '../../../db/users.repository.js';
import { HttpError } from '../../../lib/http-error.js';
import { bookedNear } from '../bookings/booked-near.js';
import { findOption, type OptionWithPlan } from '../planning/planning.repository.js';
import { readFeeSettings } from '../../../db/settings.repository.js';
import { bookingLife } from '../bookings/booking-life.js';
import { reachOf, stayErrors } from '../stays.policy.js';
import { listPendingNearOrInPlan } from './decisions.repository.js';

/** A declined option and why. */
export interface Declined {
  option: OptionWithPlan;
  reason: Reason;
}

/** What one approval did: the stay approved and the options it declined, by why. */
export interface Approval {
  approved: OptionWithPlan;
  samePlan: Declined[];
  conflicting: Declined[];
}

/** The counts an approval reports (SPEC §7). */
export const autoRejectedCounts = (approvals: readonly Approval[]) => {
  const samePlan = approvals.reduce((sum, a) => sum + a.samePlan.length, 0);
  const conflicts = approvals.reduce((sum, a) => sum + a.conflicting.length, 0);
  return {
    total_auto_rejected: samePlan + conflicts,
    auto_rejected_conflicts: conflicts,
    auto_rejected_same_plan: samePlan,
  };
};

/**
 * One approval inside the caller's transaction (DECISIONS §9, §17): the option becomes a booking
 * when it is still pending, its plan valid, its owner able to book and its dates clear of every
 * held booking (the app's check, then the database's guard); the house declines the other
 * requests of its plan and those its dates conflict with.
 */
export async function approveOne(
  app: FastifyInstance,
  db: Kysely<Database>,
  optionId: number,
  today: CalendarDate,
  stamp: string,
  actorId: number,
): Promise<Approval> {
  const life = bookingLife(app.jobs);
  const option = await findOption(db, optionId);
  if (!option) throw new HttpError(404, stayErrors.noOption);
  if (!ADMIN_ABILITIES[option.status].approve) throw new HttpError(409, stayErrors.notPending);
  if (isPlanExpired(option.expiry_date, today)) {
    throw new HttpError(409, stayErrors.expired(option.expiry_date));
  }
  // The request stands only while its owner, as they are now, may book (convention 13).
  const owner = await findUserById(db, option.owner_id);
  if (!owner || !app.holds(owner, 'request')) {
    throw new HttpError(409, stayErrors.ownerCannotBook);
  }
  // The party must fit the beds as they are now (DECISIONS §21): an admin may have set fewer.
  const problem = partyProblem(partyOf(option), (await readFeeSettings(db)).beds);
  if (problem) throw new HttpError(409, problem);
  const stay = { from: option.from_date, to: option.to_date };
  const conflict = firstConflict(stay, await bookedNear(db, [stay]));
  if (conflict) throw new HttpError(409, conflict);
  try {
    await life.decide(db, [option.id], { change: 'approve', reason: null, stamp, actorId });
  } catch (error) {
    // The database's own guard (migration 0014): never two held bookings too close.
    if (isBookedStayClash(error)) throw new HttpError(409, stayErrors.clash);
    throw error;
  }
  const reach = reachOf([stay]);
  const others = (await listPendingNearOrInPlan(db, option.plan_id, reach.from, reach.to)).filter(
    (row) => row.id !== option.id,
  );
  const samePlan = others
    .filter((row) => row.plan_id === option.plan_id)
    .map((row) => ({ option: row, reason: approvalDeclineReasons.samePlan(stay) }));
  const conflicting = others
    .filter(
      (row) =>
        row.plan_id !== option.plan_id &&
        staysConflict({ from: row.from_date, to: row.to_date }, stay),
    )
    .map((row) => ({
      option: row,
      reason: approvalDeclineReasons.conflict({ ...stay, user: displayName(option) }),
    }));
  // Each group shares its reason: one update for each.
  for (const group of [samePlan, conflicting]) {
    if (!group.length) continue;
    await life.decide(
      db,
      group.map((d) => d.option.id),
      { change: 'declineAsConflict', reason: group[0]!.reason, stamp, actorId },
    );
  }
  return { approved: option, samePlan, conflicting };
}
