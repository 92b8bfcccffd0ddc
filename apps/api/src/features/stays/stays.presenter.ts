import {
  displayName,
  expiresSoon,
  inviteChainLabel,
  toWireDate,
  type CalendarDate,
  type PendingOption,
  type StayOption,
  type StayPlan,
} from '@stuga/shared';
import type { OptionWithPlan, PendingRow, PlanWithOwner } from './stays.repository.js';

/**
 * An option as a viewer may see it (DECISIONS §9): notes for its owner and admins only, decline
 * reasons for its owner (and admins, who gave them).
 */
export function presentOption(row: OptionWithPlan, showPrivate: boolean): StayOption {
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
    current_user: displayName(row),
    expiry_date: toWireDate(row.expiry_date),
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

/** A pending option in the approval panel, with its invite chain priority. */
export function presentPending(
  row: PendingRow,
  chainPriority: number,
  today: CalendarDate,
): PendingOption {
  return {
    id: row.id,
    plan_id: row.plan_id,
    from: toWireDate(row.from_date),
    to: toWireDate(row.to_date),
    note: row.note,
    user_priority: row.user_priority,
    priority: row.user_priority,
    submitted_at: row.submitted_at,
    expiry_date: toWireDate(row.expiry_date),
    expires_soon: expiresSoon(row.expiry_date, today),
    chain_priority: chainPriority,
    chain_label: inviteChainLabel(chainPriority),
    plan: {
      id: row.plan_id,
      title: row.title,
      current_user: displayName(row),
      endorser_user: row.endorser,
    },
  };
}
