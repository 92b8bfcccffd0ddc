import { addDays, dayNumber, weekdayOf, type CalendarDate } from './dates.js';

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

/**
 * A stay's nights in a calendar year, and how many of them are high season. A night belongs to
 * the date it begins on, so a stay over New Year is split between the two years.
 */
export function nightsIn(
  stay: CountedStay,
  year: number,
  periods: readonly SeasonPeriod[],
): { nights: number; high: number } {
  const first = dayNumber(`${year}-01-01`);
  const last = dayNumber(`${year}-12-31`);
  const from = Math.max(dayNumber(stay.from), first);
  const to = Math.min(dayNumber(stay.to) - 1, last);
  let nights = 0;
  let high = 0;
  for (let day = from; day <= to; day += 1) {
    nights += 1;
    if (isHighSeason(addDays('1970-01-01', day), periods)) high += 1;
  }
  return { nights, high };
}
