import { addDays, dayNumber, weekdayOf, type CalendarDate } from './dates.js';
import { isIn, type OptionStatus } from './statuses.js';

/**
 * A high-season period as admins set it (DECISIONS §16), the same every year: fixed dates (which
 * may run over New Year), the week of Midsummer Eve, or ISO weeks (sportlov).
 */
export type SeasonPeriod =
  | { kind: 'dates'; name: string; from: string; to: string }
  | { kind: 'midsummer'; name: string }
  | { kind: 'weeks'; name: string; from: number; to: number };

/** The house's high season until the admins set their own (DECISIONS §16). */
export const DEFAULT_HIGH_SEASON: readonly SeasonPeriod[] = [
  { kind: 'midsummer', name: 'Midsummer week' },
  { kind: 'dates', name: 'Summer', from: '07-01', to: '08-15' },
  { kind: 'dates', name: 'Christmas and New Year', from: '12-20', to: '01-06' },
  { kind: 'weeks', name: 'Sportlov', from: 7, to: 10 },
];

/** Midsummer Eve: the Friday from 19 to 25 June. */
export function midsummerEve(year: number): CalendarDate {
  const first = `${year}-06-19`;
  return addDays(first, (4 - weekdayOf(first) + 7) % 7);
}

/** The Monday of ISO week `week` of `year` (week 1 holds the year's first Thursday). */
export function isoWeekStart(year: number, week: number): CalendarDate {
  const fourth = `${year}-01-04`;
  return addDays(fourth, -weekdayOf(fourth) + (week - 1) * 7);
}

/** The days of `year` a period covers, as inclusive ranges (a New Year period gives two). */
function rangesOf(period: SeasonPeriod, year: number): [CalendarDate, CalendarDate][] {
  switch (period.kind) {
    case 'midsummer': {
      const eve = midsummerEve(year);
      const monday = addDays(eve, -weekdayOf(eve));
      return [[monday, addDays(monday, 6)]];
    }
    case 'weeks':
      return [[isoWeekStart(year, period.from), addDays(isoWeekStart(year, period.to), 6)]];
    case 'dates':
      return period.from <= period.to
        ? [[`${year}-${period.from}`, `${year}-${period.to}`]]
        : [
            [`${year}-01-01`, `${year}-${period.to}`],
            [`${year}-${period.from}`, `${year}-12-31`],
          ];
  }
}

/**
 * The days a period covers in `year` as people read it: Midsummer week and weeks of that year,
 * and fixed dates from their start in `year` (a New Year period runs into the next).
 */
export function periodDaysIn(period: SeasonPeriod, year: number): [CalendarDate, CalendarDate] {
  if (period.kind === 'dates' && period.from > period.to) {
    return [`${year}-${period.from}`, `${year + 1}-${period.to}`];
  }
  return rangesOf(period, year)[0]!;
}

/** Whether a day is high season under `periods`. */
export function isHighSeason(day: CalendarDate, periods: readonly SeasonPeriod[]): boolean {
  const year = Number(day.slice(0, 4));
  // ISO weeks and Midsummer of the day's own year; a week may begin in the year before.
  return [year - 1, year, year + 1].some((y) =>
    periods.some((period) => rangesOf(period, y).some(([from, to]) => day >= from && day <= to)),
  );
}

/** A stay as the fair share counts it: arrival and departure; each night is the date it begins. */
export interface CountedStay {
  from: CalendarDate;
  to: CalendarDate;
}

/** The high-season days touching `year`, merged, as inclusive day numbers clipped to the year. */
function seasonDays(year: number, periods: readonly SeasonPeriod[]): [number, number][] {
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  const ranges = [year - 1, year, year + 1]
    .flatMap((y) => periods.flatMap((period) => rangesOf(period, y)))
    .map(([from, to]) => [Math.max(dayNumber(from), first), Math.min(dayNumber(to), last)])
    .filter(([from, to]) => from! <= to!)
    .sort((a, b) => a[0]! - b[0]!) as [number, number][];
  const merged: [number, number][] = [];
  for (const [from, to] of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && from <= previous[1] + 1) previous[1] = Math.max(previous[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

// The days are worked out once for each set of periods and year.
const seasonCache = new WeakMap<readonly SeasonPeriod[], Map<number, [number, number][]>>();
function cachedSeasonDays(year: number, periods: readonly SeasonPeriod[]) {
  let byYear = seasonCache.get(periods);
  if (!byYear) seasonCache.set(periods, (byYear = new Map()));
  let days = byYear.get(year);
  if (!days) byYear.set(year, (days = seasonDays(year, periods)));
  return days;
}

/**
 * A stay's nights in a calendar year, and how many of them are high season. A night belongs to
 * the date it begins on, so a stay over New Year is split between the two years.
 */
export function nightsIn(
  stay: CountedStay,
  year: number,
  periods: readonly SeasonPeriod[],
): { nights: number; high: number } {
  const from = Math.max(dayNumber(stay.from), dayNumber(`${year}-01-01`));
  const to = Math.min(dayNumber(stay.to) - 1, dayNumber(`${year}-12-31`));
  if (from > to) return { nights: 0, high: 0 };
  let high = 0;
  for (const [start, end] of cachedSeasonDays(year, periods)) {
    high += Math.max(0, Math.min(end, to) - Math.max(start, from) + 1);
  }
  return { nights: to - from + 1, high };
}

/** A member's share of the house in one calendar year (DECISIONS §16). */
export interface FairShare {
  year: number;
  /** Nights of approved (booked) stays, each counted in the year it begins. */
  nights: number;
  /** Of those, the nights in high season. */
  high_season_nights: number;
  /** Requests (plans) that ended without a stay: declined, nothing left open or booked. */
  declined: number;
  /** Approved stays the member cancelled, in the year of their arrival. */
  cancelled: number;
}

/** A booked or cancelled stay as the fair share counts it. */
export interface SharedStay extends CountedStay {
  user_id: number;
  status: OptionStatus;
}

/** A plan that ended declined, with the arrival of its first declined option (its year). */
export interface RefusedPlan {
  user_id: number;
  first_from: CalendarDate;
}

/** Years back the approval panel looks for a member's high-season nights, this one included. */
export const HIGH_SEASON_LOOKBACK_YEARS = 2;

/** Every member's fair share for some years: one pass over their stays and refused plans. */
export class FairShareBook {
  private readonly shares = new Map<string, FairShare>();

  constructor(
    readonly years: readonly number[],
    stays: readonly SharedStay[],
    refused: readonly RefusedPlan[],
    periods: readonly SeasonPeriod[],
  ) {
    for (const stay of stays) {
      if (isIn('countedAsCancelled', stay.status)) {
        const year = Number(stay.from.slice(0, 4));
        if (years.includes(year)) this.share(stay.user_id, year).cancelled += 1;
        continue;
      }
      if (!isIn('countedAsNights', stay.status)) continue;
      for (const year of years) {
        const { nights, high } = nightsIn(stay, year, periods);
        if (!nights) continue;
        const share = this.share(stay.user_id, year);
        share.nights += nights;
        share.high_season_nights += high;
      }
    }
    for (const plan of refused) {
      const year = Number(plan.first_from.slice(0, 4));
      if (years.includes(year)) this.share(plan.user_id, year).declined += 1;
    }
  }

  private share(userId: number, year: number): FairShare {
    const key = `${userId}:${year}`;
    let share = this.shares.get(key);
    if (!share) {
      share = { year, nights: 0, high_season_nights: 0, declined: 0, cancelled: 0 };
      this.shares.set(key, share);
    }
    return share;
  }

  /** A member's share in a year (all zero when they had nothing). */
  of(userId: number, year: number): FairShare {
    return (
      this.shares.get(`${userId}:${year}`) ?? {
        year,
        nights: 0,
        high_season_nights: 0,
        declined: 0,
        cancelled: 0,
      }
    );
  }

  /** The members with anything counted in a year. */
  membersIn(year: number): number[] {
    const members: number[] = [];
    for (const [key, share] of this.shares) {
      if (share.year === year) members.push(Number(key.slice(0, key.indexOf(':'))));
    }
    return members;
  }

  /** Whether a member had no high-season night in `year` and the years before it in the look-back. */
  lacksHighSeason(userId: number, year: number): boolean {
    for (let back = 0; back < HIGH_SEASON_LOOKBACK_YEARS; back += 1) {
      if (this.of(userId, year - back).high_season_nights > 0) return false;
    }
    return true;
  }
}

/** The years a book needs for `year`'s approval panel: the look-back, oldest first. */
export const lookBackYears = (year: number): number[] =>
  Array.from(
    { length: HIGH_SEASON_LOOKBACK_YEARS },
    (_, i) => year - HIGH_SEASON_LOOKBACK_YEARS + 1 + i,
  );
