import {
  displayName,
  toWireDate,
  type PendingOption,
  type StayOption,
  type StayPlan,
} from '@stuga/shared';
import type { OptionRow, PendingOptionRow, PlanWithOwner } from './stays.repository.js';

/**
 * An option as a viewer may see it (DECISIONS §9): notes for its owner and admins only, decline
 * reasons for its owner (and admins, who gave them).
 */
export function presentOption(
  row: OptionRow,
  plan: Pick<PlanWithOwner, 'first_name' | 'last_name' | 'email' | 'expiry_date'>,
  showPrivate: boolean,
): StayOption {
  return {
    id: row.id,
    plan_id: row.plan_id,
    from: toWireDate(row.from_date),
    to: toWireDate(row.to_date),
    status: row.status,
    user_priority: row.user_priority,
    priority: row.user_priority,
    ...(showPrivate ? { note: row.note } : {}),
    rejection_reason: showPrivate ? row.rejection_reason : null,
    current_user: displayName(plan),
    expiry_date: toWireDate(plan.expiry_date),
  };
}

/** A plan with the options given (already filtered for the viewer). */
export function presentPlan(
  plan: PlanWithOwner,
  options: StayOption[],
  viewerId: number,
): StayPlan {
  return {
    id: plan.id,
    title: plan.title,
    expiry_date: toWireDate(plan.expiry_date),
    current_user: displayName(plan),
    endorser_user: plan.endorser,
    user_id: plan.user_id,
    own: plan.user_id === viewerId,
    options,
  };
}

/** What every pending option of one plan shares in the approval panel: worked out once a plan. */
export type PendingPlanView = Pick<PendingOption, 'expiry_date' | 'chain_priority' | 'plan'>;

export function presentPendingPlan(plan: PlanWithOwner, chainPriority: number): PendingPlanView {
  return {
    expiry_date: toWireDate(plan.expiry_date),
    chain_priority: chainPriority,
    plan: {
      title: plan.title,
      current_user: displayName(plan),
      endorser_user: plan.endorser,
    },
  };
}

/** A pending option in the approval panel, with its plan's part. */
export function presentPending(row: PendingOptionRow, plan: PendingPlanView): PendingOption {
  return {
    id: row.id,
    plan_id: row.plan_id,
    from: toWireDate(row.from_date),
    to: toWireDate(row.to_date),
    note: row.note,
    user_priority: row.user_priority,
    submitted_at: row.submitted_at,
    ...plan,
  };
}
