import { displayName, type PendingStay, partyOf } from '@stuga/shared';
import type { PlanWithOwner } from '../planning/planning.repository.js';
import type { PendingOptionRow } from './decisions.repository.js';

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
export function pendingStay(
  row: PendingOptionRow,
  plan: PendingPlan,
  fromWaitlist = false,
): PendingStay {
  return {
    from_waitlist: fromWaitlist,
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
    party: partyOf(row),
  };
}
