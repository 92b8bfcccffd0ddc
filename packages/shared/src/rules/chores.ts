/**
 * Recurring chores (DECISIONS §24): how often one comes (an RFC 5545 rule the server expands with
 * a kept library), and whose turn each occurrence is. Plain rules, the same on both sides.
 */

/** How often a chore comes, as an admin chooses it. */
export const CHORE_FREQS = ['weekly', 'monthly', 'yearly'] as const;
export type ChoreFreq = (typeof CHORE_FREQS)[number];
/** Every how many weeks, months or years, at most. */
export const CHORE_INTERVAL_MAX = 24;
/** How far ahead a chore's occurrences are given out. */
export const CHORE_DAYS_AHEAD = 60;
/** The most members who take turns on one chore. */
export const CHORE_MEMBERS_MAX = 30;

/** A chore's rule as an admin chose it: every `interval` weeks, months or years, in `months`. */
export interface ChoreRule {
  freq: ChoreFreq;
  interval: number;
  /** 1–12; empty: every month. */
  months: readonly number[];
}

/** The RFC 5545 RRULE value of a rule ("FREQ=MONTHLY;INTERVAL=1;BYMONTH=6,7,8"). */
export function rruleOf(rule: ChoreRule): string {
  const months = [...new Set(rule.months)].sort((a, b) => a - b);
  return [
    `FREQ=${rule.freq.toUpperCase()}`,
    `INTERVAL=${rule.interval}`,
    ...(months.length ? [`BYMONTH=${months.join(',')}`] : []),
  ].join(';');
}

/** One occurrence as the turns see it: whose turn it was, who does it, who passed it on. */
export interface Turn {
  /** The member whose turn it was. */
  turn: number;
  /** The member who does it now. */
  doer: number;
  /** Those who passed it on, in order (the first is the one it was given to). */
  passedBy: readonly number[];
  /** It was given to `doer` to repay a turn `turn` had taken for them. */
  repaid: boolean;
}

/** The first of `order` after `after` (cyclic) for whom `may` holds; null: nobody. */
function nextIn(order: readonly number[], after: number | null, may: (id: number) => boolean) {
  const start = after === null ? -1 : order.indexOf(after);
  for (let step = 1; step <= order.length; step += 1) {
    const candidate = order[(((start + step) % order.length) + order.length) % order.length]!;
    if (may(candidate)) return candidate;
  }
  return null;
}

/**
 * What each member is owed: for each who took an occurrence passed on to them, the members who
 * passed it, oldest first, less those already repaid.
 */
export function owedTurns(history: readonly Turn[]): Map<number, number[]> {
  const owed = new Map<number, number[]>();
  for (const occurrence of history) {
    if (occurrence.repaid) {
      const list = owed.get(occurrence.turn) ?? [];
      const at = list.indexOf(
        occurrence.passedBy.length ? occurrence.passedBy[0]! : occurrence.doer,
      );
      if (at >= 0) list.splice(at, 1);
    }
    // Each pass: the one it went to is owed a turn by the one who passed it.
    const chain = [...occurrence.passedBy, occurrence.doer];
    for (let i = 0; i + 1 < chain.length; i += 1) {
      const taker = chain[i + 1]!;
      owed.set(taker, [...(owed.get(taker) ?? []), chain[i]!]);
    }
  }
  return owed;
}

/**
 * Whose turn the next occurrence is, after `history` (oldest first): the next member in `order`
 * after the last turn who may take it now (`may`: still in the house's rotation, not suspended);
 * if someone passed an occurrence on to that member and may take it now, they do this one instead
 * (a turn repaid). Null: nobody may.
 */
export function nextTurn(
  order: readonly number[],
  history: readonly Turn[],
  may: (id: number) => boolean,
): Turn | null {
  const last = history.at(-1);
  const turn = nextIn(order, last && order.includes(last.turn) ? last.turn : null, may);
  if (turn === null) return null;
  const debtor = (owedTurns(history).get(turn) ?? []).find(may);
  return debtor === undefined
    ? { turn, doer: turn, passedBy: [], repaid: false }
    : { turn, doer: debtor, passedBy: [], repaid: true };
}

/**
 * An occurrence passed on by its doer: to the next member in `order` after them who may take it
 * and has not passed it already. Null: nobody is left to take it.
 */
export function passOn(order: readonly number[], occurrence: Turn, may: (id: number) => boolean) {
  const passed = new Set([...occurrence.passedBy, occurrence.doer]);
  const doer = nextIn(order, occurrence.doer, (id) => may(id) && !passed.has(id));
  return doer === null
    ? null
    : { ...occurrence, doer, passedBy: [...occurrence.passedBy, occurrence.doer] };
}
