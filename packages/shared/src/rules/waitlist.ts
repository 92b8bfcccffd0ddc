import { daysBetween, type CalendarDate } from './dates.js';
import { staysConflict, type Stay } from './stays.js';

/**
 * The waitlist (DECISIONS §19): what a member waits for, when freed dates fit it, how long an
 * offer holds, and in which order the waiting are offered a freed range. Pure: the server applies
 * them when a booking ends, and the screens say the same.
 */

/** What a member waits for: a range of days and the fewest nights that would do. */
export interface Wish extends Stay {
  minNights: number;
}

/** How long an offer holds, in hours: a day, or six hours when the arrival is a week away or less. */
export const HOLD_HOURS = 24;
export const SHORT_HOLD_HOURS = 6;
/** An arrival this many days from today or fewer gets the short hold. */
export const SHORT_HOLD_WITHIN_DAYS = 7;

/** The hold of an offer arriving on `arrival`, made on the house's day `today`. */
export function holdHours(arrival: CalendarDate, today: CalendarDate): number {
  return daysBetween(today, arrival) <= SHORT_HOLD_WITHIN_DAYS ? SHORT_HOLD_HOURS : HOLD_HOURS;
}

/**
 * The stay freed dates offer a wish: the days both hold from today on, when that is at least the
 * wish's fewest nights and clear of every booking still held (the cleaning days included);
 * undefined when they do not fit.
 */
export function offeredStay(
  wish: Wish,
  freed: Stay,
  held: readonly Stay[],
  today: CalendarDate,
): Stay | undefined {
  const from = [wish.from, freed.from, today].sort().at(-1)!;
  const to = [wish.to, freed.to].sort()[0]!;
  if (daysBetween(from, to) < wish.minNights) return undefined;
  const stay = { from, to };
  return held.some((booking) => staysConflict(stay, booking)) ? undefined : stay;
}

/** Whether a wish can no longer be met: fewer than its fewest nights are left from today on. */
export function wishPassed(wish: Wish, today: CalendarDate): boolean {
  const from = wish.from > today ? wish.from : today;
  return daysBetween(from, wish.to) < wish.minNights;
}

/** A waiting member's wish as the order of offers takes it. */
export interface WaitingWish {
  id: number;
  member: number;
  /** When the member asked (an ISO instant): the earlier, the sooner offered. */
  askedAt: string;
}

/**
 * The order in which the waiting are offered a freed range (DECISIONS §19): in the order they
 * asked; for a round's block, the round's order first (a member's place in its draw), then the
 * rest in the order they asked. Ties by id, so the order never depends on how rows were read.
 */
export function offerOrder<W extends WaitingWish>(
  wishes: readonly W[],
  roundOrder: readonly number[] = [],
): W[] {
  const place = new Map(roundOrder.map((member, index) => [member, index]));
  const placeOf = (wish: W) => place.get(wish.member) ?? Number.MAX_SAFE_INTEGER;
  return [...wishes].sort(
    (a, b) =>
      placeOf(a) - placeOf(b) ||
      (a.askedAt < b.askedAt ? -1 : a.askedAt > b.askedAt ? 1 : 0) ||
      a.id - b.id,
  );
}
