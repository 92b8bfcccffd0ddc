import {
  bulkApprovalOrder,
  displayName,
  firstConflict,
  formatDay,
  inviteChainPriority,
  isPlanExpired,
  staysConflict,
  type CalendarDate,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import { isBookedStayClash } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { AdminCandidate } from '../../plugins/auth.js';
import { reachOf, stayErrors } from './stays.policy.js';
import {
  decideOptions,
  findOption,
  listBookedBetween,
  listPendingByIds,
  listPendingNearOrInPlan,
  type InviteChain,
  type OptionWithPlan,
} from './stays.repository.js';

type Db = Kysely<Database>;
/** Whether an account has admin rights (the auth plugin's rule). */
type IsAdmin = (account: AdminCandidate) => boolean;

/** A declined option and why. */
export interface Declined {
  option: OptionWithPlan;
  reason: string;
}

/** What one approval did: the stay approved and the options it declined, by why. */
export interface Approval {
  approved: OptionWithPlan;
  samePlan: Declined[];
  conflicting: Declined[];
}

const dates = (option: { from_date: CalendarDate; to_date: CalendarDate }) =>
  `${formatDay(option.from_date)} - ${formatDay(option.to_date)}`;

/**
 * Approves a pending option (DECISIONS §9), inside the caller's write lock: refused when it is not
 * pending, its plan has expired or it conflicts with a booked stay; else it becomes Approved, and
 * every other pending option that conflicts with it, and every other pending option of its plan,
 * is declined with the reason.
 */
export async function approve(
  db: Db,
  optionId: number,
  today: CalendarDate,
  stamp: string,
): Promise<Approval> {
  const option = await findOption(db, optionId);
  if (!option) throw new HttpError(404, stayErrors.noOption);
  if (option.status !== 'pending') throw new HttpError(409, stayErrors.notPending);
  if (isPlanExpired(option.expiry_date, today)) {
    throw new HttpError(409, stayErrors.expired(option.expiry_date));
  }
  const stay = { from: option.from_date, to: option.to_date };
  const reach = reachOf([stay]);
  const booked = (await listBookedBetween(db, reach.from, reach.to))
    .filter((row) => row.id !== option.id)
    .map((row) => ({ from: row.from_date, to: row.to_date, user: displayName(row) }));
  const conflict = firstConflict(stay, booked);
  if (conflict) throw new HttpError(409, conflict);
  try {
    await decideOptions(db, [option.id], { status: 'approved', reason: null, stamp });
  } catch (error) {
    // The database's own guard (migration 0002): never two booked stays too close.
    if (isBookedStayClash(error)) throw new HttpError(409, stayErrors.clash);
    throw error;
  }

  const others = (await listPendingNearOrInPlan(db, option.plan_id, reach.from, reach.to)).filter(
    (row) => row.id !== option.id,
  );
  const samePlan = others
    .filter((row) => row.plan_id === option.plan_id)
    .map((row) => ({
      option: row,
      reason: `Another option of this plan was approved (${dates(option)}).`,
    }));
  const conflicting = others
    .filter(
      (row) =>
        row.plan_id !== option.plan_id &&
        staysConflict({ from: row.from_date, to: row.to_date }, stay),
    )
    .map((row) => ({
      option: row,
      reason: `It conflicts with the approved stay by ${displayName(option)} (${dates(option)}).`,
    }));
  // Each group shares its reason: one update for each.
  for (const group of [samePlan, conflicting]) {
    if (!group.length) continue;
    await decideOptions(
      db,
      group.map((d) => d.option.id),
      { status: 'declined', reason: group[0]!.reason, stamp },
    );
  }
  return { approved: option, samePlan, conflicting };
}

/** Declines a pending or approved option with the admin's reason (DECISIONS §9). */
export async function decline(
  db: Db,
  optionId: number,
  reason: string,
  stamp: string,
): Promise<OptionWithPlan> {
  const option = await findOption(db, optionId);
  if (!option) throw new HttpError(404, stayErrors.noOption);
  if (option.status !== 'pending' && option.status !== 'approved') {
    throw new HttpError(409, stayErrors.notDeclinable);
  }
  await decideOptions(db, [option.id], { status: 'declined', reason, stamp });
  return { ...option, status: 'declined', rejection_reason: reason };
}

/** Invite chain priority of a plan's owner (DECISIONS §4). */
export function chainPriorityOf(row: InviteChain & { email: string }, isAdmin: IsAdmin) {
  const invitedBy = row.inviter_email
    ? isAdmin({ email: row.inviter_email, email_confirmed_at: row.inviter_confirmed_at })
      ? 'admin'
      : row.inviter_level === 'trusted'
        ? 'trusted_user'
        : null
    : null;
  return inviteChainPriority({
    is_admin: isAdmin({ email: row.email, email_confirmed_at: row.owner_confirmed_at }),
    access_level: row.owner_level,
    invited_by: invitedBy,
  });
}

/**
 * Approves the chosen options one after another in bulk approval's order (DECISIONS §9), in the
 * caller's one write lock: an option an earlier approval of the same call declined, or that can
 * no longer be approved, is skipped.
 */
export async function bulkApprove(
  db: Db,
  ids: number[],
  today: CalendarDate,
  stamp: string,
  isAdmin: IsAdmin,
): Promise<{ approvals: Approval[]; skipped: number }> {
  const unique = [...new Set(ids)];
  const rows = await listPendingByIds(db, unique);
  const ordered = bulkApprovalOrder(
    rows.map((row) => ({ ...row, chain_priority: chainPriorityOf(row, isAdmin) })),
  );
  const approvals: Approval[] = [];
  for (const row of ordered) {
    try {
      approvals.push(await approve(db, row.id, today, stamp));
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
  return { approvals, skipped: unique.length - approvals.length };
}
