import { addDays, CHORE_DAYS_AHEAD, type ChoreFreq, type Turn } from '@stuga/shared';
import rrule from 'rrule';

const { RRule } = rrule;

/** A day (YYYY-MM-DD) as the rule library's date: midnight UTC, read back the same way. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The days a chore comes from `from` to `to` (both included, YYYY-MM-DD), by its RFC 5545 rule
 * from its first day, expanded by a kept library (rrule).
 */
export function choreDays(rule: string, starts: string, from: string, to: string): string[] {
  const parsed = new RRule({ ...RRule.parseString(rule), dtstart: asDate(starts) });
  return parsed.between(asDate(from), asDate(to), true).map(asDay);
}

/** The parts of a rule as the form chose them. */
export function ruleParts(rule: string): { freq: ChoreFreq; interval: number; months: number[] } {
  const parsed = RRule.parseString(rule);
  const freq = (
    { [RRule.WEEKLY]: 'weekly', [RRule.MONTHLY]: 'monthly', [RRule.YEARLY]: 'yearly' } as Record<
      number,
      ChoreFreq
    >
  )[parsed.freq ?? RRule.MONTHLY]!;
  const months = parsed.bymonth;
  return {
    freq,
    interval: parsed.interval ?? 1,
    months:
      months === undefined || months === null ? [] : Array.isArray(months) ? months : [months],
  };
}

/** The last day occurrences are given out for, from today. */
export const aheadUntil = (today: string) => addDays(today, CHORE_DAYS_AHEAD);

/** An occurrence row as the turns see it. */
export const turnOf = (row: {
  turn_of: number;
  doer: number;
  passed_by: string;
  repaid: number;
}): Turn => ({
  turn: row.turn_of,
  doer: row.doer,
  passedBy: JSON.parse(row.passed_by) as number[],
  repaid: row.repaid === 1,
});
