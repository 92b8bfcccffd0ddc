import { addMonths, daysInMonth, type CalendarDate } from './dates.js';
import type { CostRepeat } from './money.js';

/** Months between one coming of a repeating cost and the next. */
const MONTHS: Readonly<Record<CostRepeat, number>> = { monthly: 1, quarterly: 3, yearly: 12 };

/**
 * The days a repeating cost comes again after `first` (YYYY-MM-DD), up to `until` included: the
 * same day of the month, or the month's last day when it has fewer (31 January, then 28 or 29
 * February, then 31 March).
 */
export function repeatDays(
  first: CalendarDate,
  repeats: CostRepeat,
  until: CalendarDate,
): string[] {
  const days: string[] = [];
  const dayOfMonth = Number(first.slice(8, 10));
  for (let n = 1; ; n += 1) {
    const month = addMonths(first, n * MONTHS[repeats]);
    const day = `${month.slice(0, 8)}${String(Math.min(dayOfMonth, daysInMonth(month))).padStart(2, '0')}`;
    if (day > until) return days;
    days.push(day);
  }
}
