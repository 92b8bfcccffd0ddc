import { dayNumber } from './dates.js';
import { byText, CLEANING_DAYS, type Stay } from './stays.js';

/** How the admins' approvals are ordered and grouped (SPEC §7, DECISIONS §9): conflict groups, invite chains, the bulk approval's order. */

/** An option as the conflict grouping sees it: its dates and its plan. */
export interface PlannedStay extends Stay {
  id: number;
  plan_id: number;
}

/** Room for an option's id (or place) beside a day number in one sort key. */
const ID_ROOM = 2 ** 32;
/** A sort key's day number and what is beside it. */
const dayOf = (key: number) => Math.floor(key / ID_ROOM);
const besideDay = (key: number) => key - dayOf(key) * ID_ROOM;

/** Room for an option's place among the options beside its id in one sort key. */
const PLACE_ROOM = 2 ** 21;

/**
 * The options in the order of their ids: as given when they come so, else sorted natively by
 * keys holding id and place (an id is below 2^32, so the key is exact while there are fewer than
 * 2^21 options; past that, compared one by one). The approvals query gives them by status and
 * plan, so there they are sorted.
 */
function byId<T extends PlannedStay>(options: readonly T[]): readonly T[] {
  if (options.every((option, index) => index === 0 || options[index - 1]!.id < option.id)) {
    return options;
  }
  if (options.length >= PLACE_ROOM) return [...options].sort((a, b) => a.id - b.id);
  const keys = new Float64Array(options.length);
  for (let index = 0; index < options.length; index += 1) {
    keys[index] = options[index]!.id * PLACE_ROOM + index;
  }
  keys.sort();
  const ordered: T[] = [];
  for (let index = 0; index < keys.length; index += 1) {
    ordered.push(options[keys[index]! % PLACE_ROOM]!);
  }
  return ordered;
}

/**
 * Groups pending options of different plans that cannot all be approved (DECISIONS §9): two
 * conflict when they overlap or break the cleaning buffer, and a group is every option connected
 * to another through such conflicts. One sweep over the options by arrival, counting the options
 * still within reach of each arrival by plan and by group: an option is never compared with
 * another one by one. Groups come in date order; options without any conflict are returned apart.
 */
export function conflictGroups<T extends PlannedStay>(
  options: readonly T[],
): { groups: T[][]; alone: T[] } {
  const inIdOrder = byId(options);
  const count = inIdOrder.length;
  // Sorted by arrival, then id: each option's sort key one number holding both (its place in id
  // order is below 2^32, a day number far below 2^20, so the key is exact), sorted natively, not
  // compared by a function; the place in the key finds the option again.
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    keys[index] = dayNumber(inIdOrder[index]!.from) * ID_ROOM + index;
  }
  keys.sort();
  // Each option in that order: its days, its plan (numbered 0, 1, … here, to count by), its group.
  const sorted: T[] = [];
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  const plan = new Int32Array(count);
  const parent = new Int32Array(count);
  const plans = new Map<number, number>();
  for (let index = 0; index < count; index += 1) {
    const key = keys[index]!;
    const option = inIdOrder[besideDay(key)]!;
    sorted.push(option);
    from[index] = dayOf(key);
    // Never before its arrival (the sweep below counts on it; a stay's own rules do too).
    to[index] = Math.max(dayNumber(option.to), from[index]!);
    let number = plans.get(option.plan_id);
    if (number === undefined) plans.set(option.plan_id, (number = plans.size));
    plan[index] = number;
    parent[index] = index;
  }
  const root = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]!]!;
      index = parent[index]!;
    }
    return index;
  };

  // The options within reach of an arrival leave it in the order of their departures: once out
  // of reach of one arrival, out of reach of every later one; and an option leaves only after it
  // arrived itself (its departure is not before its arrival).
  const departures = new Float64Array(count);
  for (let index = 0; index < count; index += 1) departures[index] = to[index]! * ID_ROOM + index;
  departures.sort();
  const byDeparture = new Int32Array(count);
  for (let index = 0; index < count; index += 1) byDeparture[index] = besideDay(departures[index]!);
  let leaving = 0;
  // How many options within reach each plan has, and in all.
  const planInReach = new Int32Array(plans.size);
  let inReach = 0;
  // The groups with options within reach (their roots), and how many each has.
  const groupInReach = new Int32Array(count);
  let reachable: number[] = [];

  for (let index = 0; index < count; index += 1) {
    const arrival = from[index]!;
    while (leaving < count && arrival - to[byDeparture[leaving]!]! >= CLEANING_DAYS) {
      const gone = byDeparture[leaving++]!;
      const group = root(gone);
      planInReach[plan[gone]!] = planInReach[plan[gone]!]! - 1;
      groupInReach[group] = groupInReach[group]! - 1;
      inReach -= 1;
    }
    const own = plan[index]!;
    // Two options within reach of this one that are in different groups are of one plan: the
    // later of the two arrived within reach of the earlier, and joined it had their plans
    // differed. So an option of another plan within reach means one in every group within
    // reach; this option conflicts with it, and all those groups join under this option.
    // Otherwise every option within reach is of this plan, and it starts a group of its own.
    groupInReach[index] = 1;
    if (inReach - planInReach[own]! > 0) {
      for (const group of reachable) {
        if (groupInReach[group] === 0) continue;
        parent[group] = index;
        groupInReach[index] = groupInReach[index]! + groupInReach[group]!;
      }
      reachable = [index];
    } else {
      reachable.push(index);
    }
    planInReach[own] = planInReach[own]! + 1;
    inReach += 1;
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
