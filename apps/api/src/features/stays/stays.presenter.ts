import {
  displayName,
  planView,
  toWireDate,
  type CalendarDate,
  type PendingStay,
  type StayOption,
  type StayPlan,
} from '@stuga/shared';
import type { OptionRow, PendingOptionRow, PlanWithOwner } from './stays.repository.js';

/** An option on the wire before the view adds what the viewer may do with it. */
type BareOption = Omit<StayOption, 'can'>;

/**
 * An option as a viewer may see it (DECISIONS §9): notes for its owner and admins only, decline
 * reasons for its owner (and admins, who gave them).
 */
export function presentOption(
  row: OptionRow,
  plan: Pick<PlanWithOwner, 'first_name' | 'last_name' | 'email' | 'expiry_date'>,
  showPrivate: boolean,
): BareOption {
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

/**
 * A plan as its viewer sees it, through the plan view (`planView`): the options given (already
 * filtered for the viewer), the plan's state, and what the viewer may do with it and them
 * (`kept`: ids of the viewer's options once approved, which stay on record).
 */
export function presentPlan(
  plan: PlanWithOwner,
  options: BareOption[],
  viewerId: number,
  today: CalendarDate,
  kept: ReadonlySet<number>,
): StayPlan {
  const bare = {
    id: plan.id,
    title: plan.title,
    expiry_date: toWireDate(plan.expiry_date),
    current_user: displayName(plan),
    endorser_user: plan.endorser,
    user_id: plan.user_id,
    own: plan.user_id === viewerId,
    options,
  };
  return planView<BareOption, typeof bare>(bare, today, kept);
}

/** What every pending option of one plan shares in the approval panel: made once a plan. */
export type PendingPlan = Pick<PendingStay, 'user_id' | 'expiry_date' | 'chain_priority' | 'plan'>;

export function pendingPlan(plan: PlanWithOwner, chainPriority: number): PendingPlan {
  return {
    user_id: plan.user_id,
    expiry_date: plan.expiry_date,
    chain_priority: chainPriority,
    plan: { title: plan.title, current_user: displayName(plan), endorser_user: plan.endorser },
  };
}

/** A pending option with its plan's part, as the approvals view takes it. */
export function pendingStay(row: PendingOptionRow, plan: PendingPlan): PendingStay {
  return {
    id: row.id,
    plan_id: row.plan_id,
    user_id: plan.user_id,
    from: row.from_date,
    to: row.to_date,
    note: row.note,
    user_priority: row.user_priority,
    submitted_at: row.submitted_at,
    expiry_date: plan.expiry_date,
    chain_priority: plan.chain_priority,
    plan: plan.plan,
  };
}
