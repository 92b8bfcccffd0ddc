import { daysInMonth } from './dates.js';

/**
 * The house's money (DECISIONS §23): how a cost is split among members, exactly in öre, and the
 * fewest payments that settle every balance. Plain rules, the same on both sides.
 */

/** What the house pays for. */
export const COST_KINDS = [
  'electricity',
  'insurance',
  'property_fee',
  'repairs',
  'firewood',
  'other',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** How a cost is split among members. */
export const SPLIT_RULES = ['shares', 'nights', 'equal', 'amounts', 'usage'] as const;
export type SplitRule = (typeof SPLIT_RULES)[number];

/** The split rules an admin chooses when recording a cost: every rule (`splitsFor` a kind). */
export const CHOSEN_SPLITS = SPLIT_RULES;
export type ChosenSplit = SplitRule;

/** The split rules a cost of a kind may have: by use is for electricity only (its meter's). */
export const splitsFor = (kind: CostKind): readonly SplitRule[] =>
  kind === 'electricity' ? SPLIT_RULES : SPLIT_RULES.filter((rule) => rule !== 'usage');

/** Whether a split counts a period: the nights by person-nights, the departures by use. */
export const countsPeriod = (split: SplitRule): boolean => split === 'nights' || split === 'usage';

/** The period a split counts unless the cost gives one: the month of its day (YYYY-MM-DD). */
export function monthOf(day: string): { first: string; last: string } {
  const month = day.slice(0, 8);
  return { first: `${month}01`, last: `${month}${String(daysInMonth(day)).padStart(2, '0')}` };
}

/** Each kind's rule unless the cost says another (§23). */
export const DEFAULT_SPLIT: Readonly<Record<CostKind, ChosenSplit>> = {
  electricity: 'nights',
  firewood: 'nights',
  insurance: 'shares',
  property_fee: 'shares',
  repairs: 'shares',
  other: 'shares',
};

/** A member's part of a sum, in öre (negative: owed to them). */
export interface Part {
  member: number;
  amount: number;
}

/** What a member's part is measured by: their weight of the whole ("12 of 96 person-nights"). */
export interface Weight {
  member: number;
  /** A whole number: basis points of a share, person-nights, kWh, or 1 each. */
  weight: number;
}

/**
 * Splits `amount` öre in proportion to the weights, exactly: each member first gets the whole öre
 * of their exact part; the öre left over (fewer than there are members) go one each to the largest
 * remainders, a tie to the larger weight, then to the lower member id. The parts always sum to the
 * amount; a weight of 0 gets nothing. A negative amount (a correction) is split as its positive
 * and each part negated, so a correction cancels its cost member by member. With no weight at all
 * there is nobody to split among: the answer is empty, and the caller says so.
 */
export function splitByWeights(amount: number, weights: readonly Weight[]): Part[] {
  if (!Number.isSafeInteger(amount)) throw new RangeError('An amount is a whole number of öre.');
  for (const { weight } of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError('A weight is a whole number, 0 or more.');
    }
  }
  if (amount < 0) {
    return splitByWeights(-amount, weights).map((part) => ({
      member: part.member,
      amount: part.amount === 0 ? 0 : -part.amount,
    }));
  }
  const total = weights.reduce((sum, { weight }) => sum + BigInt(weight), 0n);
  if (total === 0n) return [];
  const whole = BigInt(amount);
  const shares = weights.map(({ member, weight }) => {
    const exact = whole * BigInt(weight);
    return { member, weight, amount: exact / total, remainder: exact % total };
  });
  let left = whole - shares.reduce((sum, share) => sum + share.amount, 0n);
  const order = [...shares].sort((a, b) =>
    a.remainder !== b.remainder
      ? a.remainder > b.remainder
        ? -1
        : 1
      : b.weight - a.weight || a.member - b.member,
  );
  for (const share of order) {
    if (left === 0n) break;
    if (share.weight === 0) continue;
    share.amount += 1n;
    left -= 1n;
  }
  return shares.map(({ member, amount: part }) => ({ member, amount: Number(part) }));
}

/** A payment that settles part of the balances: `from` pays `to` `amount` öre. */
export interface Settlement {
  from: number;
  to: number;
  amount: number;
}

/** Up to this many members with a balance, the fewest payments are found exactly. */
const EXACT_UP_TO = 14;

/**
 * The fewest payments that bring every balance to zero (a balance: what a member is owed, positive,
 * or owes, negative; they sum to zero). Members whose balances cancel within a group settle inside
 * it, so the fewest payments are the members with a balance less the most groups that each sum to
 * zero; each group then needs one payment fewer than its members, the largest debt paying the
 * largest claim first. Exact up to `EXACT_UP_TO` members with a balance (a house's members); beyond
 * that, one group, still never more than one payment fewer than the members.
 */
export function settleUp(balances: readonly Part[]): Settlement[] {
  const open = balances.filter((part) => part.amount !== 0);
  if (open.reduce((sum, part) => sum + part.amount, 0) !== 0) {
    throw new RangeError('Balances that do not sum to zero cannot be settled.');
  }
  const groups = open.length <= EXACT_UP_TO ? zeroSumGroups(open) : [open];
  return groups.flatMap(settleGroup);
}

/** The most groups of balances that each sum to zero (a search over subsets, memoised). */
function zeroSumGroups(open: readonly Part[]): Part[][] {
  const n = open.length;
  const full = (1 << n) - 1;
  const sum = new Array<number>(1 << n).fill(0);
  for (let mask = 1; mask <= full; mask += 1) {
    const low = mask & -mask;
    sum[mask] = sum[mask ^ low]! + open[Math.log2(low)]!.amount;
  }
  // most[mask]: the most zero-sum groups the members of `mask` (which sums to zero) split into.
  const most = new Int8Array(1 << n).fill(-1);
  const split = new Int32Array(1 << n);
  most[0] = 0;
  const solve = (mask: number): number => {
    if (most[mask]! >= 0) return most[mask]!;
    // The group of the lowest member: every zero-sum subset holding it.
    const low = mask & -mask;
    let best = 1;
    let chosen = mask;
    const rest = mask ^ low;
    for (let sub = rest; sub > 0; sub = (sub - 1) & rest) {
      const group = sub | low;
      if (group === mask || sum[group] !== 0) continue;
      const count = 1 + solve(mask ^ group);
      if (count > best) {
        best = count;
        chosen = group;
      }
    }
    most[mask] = best;
    split[mask] = chosen;
    return best;
  };
  const groups: Part[][] = [];
  let mask = full;
  if (mask !== 0) solve(mask);
  while (mask !== 0) {
    const group = split[mask]!;
    groups.push(open.filter((_, index) => group & (1 << index)));
    mask ^= group;
  }
  return groups;
}

/** Settles one zero-sum group in one payment fewer than its members. */
function settleGroup(group: readonly Part[]): Settlement[] {
  const owed = group.filter((p) => p.amount > 0).map((p) => ({ ...p }));
  const owing = group.filter((p) => p.amount < 0).map((p) => ({ ...p, amount: -p.amount }));
  const byAmount = (a: Part, b: Part) => b.amount - a.amount || a.member - b.member;
  const payments: Settlement[] = [];
  while (owed.length && owing.length) {
    owed.sort(byAmount);
    owing.sort(byAmount);
    const to = owed[0]!;
    const from = owing[0]!;
    const amount = Math.min(to.amount, from.amount);
    payments.push({ from: from.member, to: to.member, amount });
    to.amount -= amount;
    from.amount -= amount;
    if (to.amount === 0) owed.shift();
    if (from.amount === 0) owing.shift();
  }
  return payments;
}

/**
 * The set of owners' shares that applies on `day` (YYYY-MM-DD): the one from the latest day on or
 * before it, and of two from the same day the one made last (a higher id). Undefined before the
 * first set applies.
 */
export function shareSetOn<T extends { from_date: string; id: number }>(
  sets: readonly T[],
  day: string,
): T | undefined {
  let found: T | undefined;
  for (const set of sets) {
    if (set.from_date > day) continue;
    if (
      !found ||
      set.from_date > found.from_date ||
      (set.from_date === found.from_date && set.id > found.id)
    ) {
      found = set;
    }
  }
  return found;
}

/** A whole house in hundredths of a percent: the shares of one set sum to it exactly. */
export const WHOLE_HOUSE = 10_000;

/** The most owners one set of shares names. */
export const OWNERS_LIMIT = 100;

/** A percent in hundredths, exactly (33.33 → 3333). */
export const toHundredths = (percent: number) => Math.round(percent * 100);

/** Hundredths of a percent as the percent they are (3333 → 33.33). */
export const toPercent = (hundredths: number) => hundredths / 100;

/**
 * What a member's part is measured by, to say how it was worked out: `kwh` a bill split wholly by
 * the kWh used ("120 of 300 kWh"), `usage` the kWh used × the price and a share of the rest.
 */
export const PART_UNITS = ['percent', 'person_nights', 'owners', 'amount', 'kwh', 'usage'] as const;
export type PartUnit = (typeof PART_UNITS)[number];

/** The largest cost the house records: 10 000 000 kr, in öre (fits an `integer` on both engines). */
export const COST_LIMIT_ORE = 1_000_000_000;

/** The highest price per kWh the settings take: 100 kr, in öre. */
export const KWH_PRICE_LIMIT = 10_000;

/** A new cost mails a member whose part of it is over this (öre) unless the admins set another. */
export const DEFAULT_PART_MAIL_OVER = 50_000;

/** The monthly reminder of a balance owed goes in the month's first days, from this hour. */
export const BALANCE_REMINDER_DAYS = 7;
export const BALANCE_REMINDER_HOUR = 9;

/** How often a cost repeats by itself. */
export const COST_REPEATS = ['monthly', 'quarterly', 'yearly'] as const;
export type CostRepeat = (typeof COST_REPEATS)[number];

/** A stay as the nights split reads it: its owner, arrival and departure (YYYY-MM-DD), who came. */
export interface StayForNights {
  member: number;
  from: string;
  to: string;
  people: number;
}

/** Days from 1970-01-01 of a YYYY-MM-DD day. */
const dayIndex = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/**
 * Person-nights in a period, per member: each night of a stay from `first` to `last` (the nights
 * of those days, both included) counts once for each person who came. Members with none are left
 * out; the order is by member id.
 */
export function personNights(
  stays: readonly StayForNights[],
  first: string,
  last: string,
): Weight[] {
  const byMember = new Map<number, number>();
  const start = dayIndex(first);
  const end = dayIndex(last);
  for (const stay of stays) {
    // A stay's nights are its arrival's to the one before its departure.
    const nights = Math.min(dayIndex(stay.to) - 1, end) - Math.max(dayIndex(stay.from), start) + 1;
    if (nights <= 0 || stay.people <= 0) continue;
    byMember.set(stay.member, (byMember.get(stay.member) ?? 0) + nights * stay.people);
  }
  return [...byMember].sort(([a], [b]) => a - b).map(([member, weight]) => ({ member, weight }));
}
