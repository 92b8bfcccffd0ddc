import { dayNumber } from './dates.js';
import { byText, CLEANING_DAYS, type Stay } from './stays.js';

/** How the admins' approvals are ordered and grouped (SPEC §7, DECISIONS §9): conflict groups, invite chains, the bulk approval's order. */

/** An option as the conflict grouping sees it: its dates and its plan. */
export interface PlannedStay extends Stay {
  id: number;
  plan_id: number;
}

/**
 * Groups pending options of different plans that cannot all be approved (DECISIONS §9): two
 * conflict when they overlap or break the cleaning buffer, and a group is every option connected
 * to another through such conflicts. One sweep over the options by arrival: an option is compared
 * only with those whose departure is still within reach of its arrival. Groups come in date order;
 * options without any conflict are returned apart.
 */
export function conflictGroups<T extends PlannedStay>(
  options: readonly T[],
): { groups: T[][]; alone: T[] } {
  const count = options.length;
  // Sorted by arrival (then id) through their day numbers, worked out once an option.
  const arrivals = new Int32Array(count);
  const order = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    arrivals[index] = dayNumber(options[index]!.from);
    order[index] = index;
  }
  order.sort((a, b) => arrivals[a]! - arrivals[b]! || options[a]!.id - options[b]!.id);
  const sorted: T[] = [];
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  const plan = new Int32Array(count);
  const parent = new Int32Array(count);
  for (let index = 0; index < count; index += 1) {
    const option = options[order[index]!]!;
    sorted.push(option);
    from[index] = arrivals[order[index]!]!;
    to[index] = dayNumber(option.to);
    plan[index] = option.plan_id;
    parent[index] = index;
  }
  const root = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]!]!;
      index = parent[index]!;
    }
    return index;
  };

  // The options still within reach, compacted in place as the sweep moves on.
  const active = new Int32Array(count);
  let size = 0;
  for (let index = 0; index < count; index += 1) {
    const arrival = from[index]!;
    const own = plan[index]!;
    // The root of this option's group so far; joining another group puts it under that group's
    // root, which is then this option's root.
    let mine = index;
    let kept = 0;
    for (let k = 0; k < size; k += 1) {
      const other = active[k]!;
      // Sorted by arrival, the gap to an earlier option is this arrival minus its departure;
      // one out of reach now is out of reach of every later option too.
      if (arrival - to[other]! >= CLEANING_DAYS) continue;
      active[kept++] = other;
      if (plan[other] === own) continue;
      const theirs = root(other);
      if (theirs !== mine) {
        parent[mine] = theirs;
        mine = theirs;
      }
    }
    active[kept++] = index;
    size = kept;
  }

  const members = new Map<number, T[]>();
  sorted.forEach((option, index) => {
    const key = root(index);
    const group = members.get(key);
    if (group) group.push(option);
    else members.set(key, [option]);
  });
  const groups: T[][] = [];
  const alone: T[] = [];
  for (const group of members.values()) {
    if (group.length > 1) groups.push(group);
    else alone.push(group[0]!);
  }
  groups.sort((a, b) => byText(a[0]!.from, b[0]!.from));
  return { groups, alone };
}

/**
 * Invite chain priority (DECISIONS §4): 1 an admin, 2 a trusted member invited by an admin, 3 a
 * trusted member invited by a member; anyone else after those.
 */
export function inviteChainPriority(member: {
  is_admin: boolean;
  access_level: string;
  invited_by: 'admin' | 'trusted_user' | null;
}): 1 | 2 | 3 | 4 {
  if (member.is_admin) return 1;
  if (member.access_level === 'trusted' && member.invited_by === 'admin') return 2;
  if (member.access_level === 'trusted' && member.invited_by === 'trusted_user') return 3;
  return 4;
}

/** The label of an invite chain priority, as the approval panel shows it (SPEC §6). */
export function inviteChainLabel(priority: number): string {
  switch (priority) {
    case 1:
      return '1 Admin';
    case 2:
      return '2 Trusted (Admin Invited)';
    case 3:
      return '3 Trusted (User Invited)';
    default:
      return `${priority} Member`;
  }
}

/** What bulk approval needs to know to order options. */
export interface RankedOption {
  id: number;
  user_priority: number;
  chain_priority: number;
  submitted_at: string | null;
}

/**
 * The order bulk approval treats options in (DECISIONS §9): the member's own rank, then invite
 * chain priority, then who submitted first.
 */
export function bulkApprovalOrder<T extends RankedOption>(options: readonly T[]): T[] {
  return [...options].sort(
    (a, b) =>
      a.user_priority - b.user_priority ||
      a.chain_priority - b.chain_priority ||
      byText(a.submitted_at ?? '', b.submitted_at ?? '') ||
      a.id - b.id,
  );
}

/**
 * The options batch approval starts with (SPEC §2, DECISIONS §14): going down bulk approval's
 * own order, an option is chosen unless one of its conflict group or of its plan was chosen
 * before it; so at most one a group and one a plan, each the one bulk approval would approve
 * first. `groupOf` names an option's conflict group (undefined: it conflicts with nothing).
 */
export function batchPreselection<T extends RankedOption & { plan_id: number }>(
  options: readonly T[],
  groupOf: (option: T) => number | undefined,
): number[] {
  const groups = new Set<number>();
  const plans = new Set<number>();
  const chosen: number[] = [];
  for (const option of bulkApprovalOrder(options)) {
    const group = groupOf(option);
    if (plans.has(option.plan_id) || (group !== undefined && groups.has(group))) continue;
    plans.add(option.plan_id);
    if (group !== undefined) groups.add(group);
    chosen.push(option.id);
  }
  return chosen;
}
