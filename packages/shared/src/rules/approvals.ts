import { toWireDate, type CalendarDate } from './dates.js';
import { FairShareBook } from './fair-share.js';
import type { Party } from './fees.js';
import { expiresSoon } from './stays.js';
import {
  batchPreselection,
  conflictGroups,
  inviteChainLabel,
  type PlannedStay,
} from './approval-order.js';

/** A pending option with what the approval panel shows of its plan and owner. */
export interface PendingStay extends PlannedStay {
  /** The option's owner. */
  user_id: number;
  note: string;
  user_priority: number;
  submitted_at: string | null;
  /** The plan's validity. */
  expiry_date: CalendarDate;
  /** The owner's invite chain priority (DECISIONS §4). */
  chain_priority: number;
  plan: { title: string; current_user: string; endorser_user: string | null };
  /** A request a waiting member made by claiming freed dates (DECISIONS §19). */
  from_waitlist?: boolean;
  /** Who comes (DECISIONS §21). */
  party: Party;
}

/**
 * The approval panel as admins see it (the approvals view, SPEC §2, DECISIONS §9): pending
 * options apart and in conflict groups by date, and their plans once each, with the invite
 * chain's label and whether the plan's validity ends within the warning window; and the options
 * batch approval starts with (at most one a conflict group and one a plan, DECISIONS §14). Beside
 * each, its owner's fair share this year, and whether they had no high-season night in the
 * look-back while another member of its conflict group had (DECISIONS §16).
 */
export function pendingApprovalsView(
  options: readonly PendingStay[],
  today: CalendarDate,
  shares: FairShareBook = new FairShareBook([], [], [], []),
) {
  const year = Number(today.slice(0, 4));
  const { groups, alone } = conflictGroups(options);
  // A member lacking high season is flagged when someone in their group had some: that someone
  // is another member (the lacking one had none). One pass a group; each member looked up once.
  const lacking = new Map<number, boolean>();
  const lacks = (userId: number) => {
    let answer = lacking.get(userId);
    if (answer === undefined) lacking.set(userId, (answer = shares.lacksHighSeason(userId, year)));
    return answer;
  };
  const flagged = new Set<number>();
  for (const group of groups) {
    if (!group.some((option) => !lacks(option.user_id))) continue;
    for (const option of group) if (lacks(option.user_id)) flagged.add(option.id);
  }
  // Each plan with an option here goes once, beside the options (which name it by id): its
  // validity's wire form and warning and its chain's label worked out once a plan. An option
  // still carries who it is for (SPEC §3: `plan{current_user, endorser_user}`), one object a plan.
  const plans = new Map<number, ReturnType<typeof planOf>>();
  const planOf = (option: PendingStay) => {
    const { title, current_user, endorser_user } = option.plan;
    return {
      sent: {
        id: option.plan_id,
        title,
        current_user,
        endorser_user,
        user_id: option.user_id,
        expiry_date: toWireDate(option.expiry_date),
        expires_soon: expiresSoon(option.expiry_date, today),
        chain_priority: option.chain_priority,
        chain_label: inviteChainLabel(option.chain_priority),
      },
      named: { current_user, endorser_user },
    };
  };
  const wire = (option: PendingStay) => {
    let plan = plans.get(option.plan_id);
    if (!plan) plans.set(option.plan_id, (plan = planOf(option)));
    return {
      id: option.id,
      plan_id: option.plan_id,
      from: toWireDate(option.from),
      to: toWireDate(option.to),
      note: option.note,
      user_priority: option.user_priority,
      submitted_at: option.submitted_at,
      plan: plan.named,
      party: option.party,
      no_high_season: flagged.has(option.id),
      from_waitlist: option.from_waitlist ?? false,
    };
  };
  const groupOf = new Map<number, number>();
  groups.forEach((group, index) => group.forEach((option) => groupOf.set(option.id, index)));
  // Wired first: wiring the options gathers their plans.
  const non_conflicted_options = alone.map(wire);
  const conflicts = groups.map((group) => group.map(wire));
  return {
    total_filtered: options.length,
    total_conflicts: groups.length,
    non_conflicted_options,
    conflicts,
    preselected: batchPreselection(options, (option) => groupOf.get(option.id)),
    // Once a member, however many requests they have here.
    fair_shares: [...new Set(options.map((option) => option.user_id))].map((userId) => ({
      user_id: userId,
      ...shares.of(userId, year),
    })),
    plans: [...plans.values()].map((plan) => plan.sent),
  };
}

/**
 * The approvals view with each option's whole plan beside it, as the panel draws them: the view
 * sends a plan once (`plans`), however many of its options wait; an option itself names only who
 * it is for.
 */
export function withPendingPlans<
  View extends {
    plans: { id: number }[];
    non_conflicted_options: { plan_id: number }[];
    conflicts: { plan_id: number }[][];
  },
>(
  view: View,
): Omit<View, 'non_conflicted_options' | 'conflicts'> & {
  non_conflicted_options: (Omit<View['non_conflicted_options'][number], 'plan'> & {
    plan: View['plans'][number];
  })[];
  conflicts: (Omit<View['conflicts'][number][number], 'plan'> & {
    plan: View['plans'][number];
  })[][];
} {
  type Plan = View['plans'][number];
  type Option = View['non_conflicted_options'][number] | View['conflicts'][number][number];
  const plans = new Map(view.plans.map((plan) => [plan.id, plan]));
  const join = (option: Option): Omit<Option, 'plan'> & { plan: Plan } => {
    const plan = plans.get(option.plan_id);
    if (!plan) throw new Error(`The approvals view lacks plan ${option.plan_id}.`);
    return { ...option, plan };
  };
  return {
    ...view,
    non_conflicted_options: view.non_conflicted_options.map(join),
    conflicts: view.conflicts.map((group) => group.map(join)),
  };
}
