/**
 * A calendar date as the app keeps it, `YYYY-MM-DD`: a day in the house's time zone
 * (DECISIONS §1), with no time and no zone of its own, so arithmetic on it never meets a
 * daylight-saving change.
 */
export type CalendarDate = string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2}$/;

/**
 * The years a date of the app may fall in. Stays, validities and horizons are about the coming
 * years; the bounds keep every date, and the days of cleaning after it, four-digit years that
 * both databases and the date arithmetic below handle alike.
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

/** Whether a text is a real calendar date in `YYYY-MM-DD` (not 2025-02-30), within the app's years. */
export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  // A day that does not exist (the 30th of February) comes back as another.
  return dateOfDay(dayNumber(value)) === value;
}

/** Whether a text is a real date in the wire's `YYYY/MM/DD` (DECISIONS §12). */
export function isWireDate(value: string): boolean {
  return WIRE_DATE.test(value) && isCalendarDate(fromWireDate(value));
}

/**
 * A pure function of a date, remembered for the dates last asked: the views over thousands of
 * stays ask again and again for the few hundred days they fall on. Forgotten all at once when
 * full, so it never grows past DATES_REMEMBERED.
 */
const DATES_REMEMBERED = 5_000;
function remembered<T>(work: (date: CalendarDate) => T): (date: CalendarDate) => T {
  const known = new Map<CalendarDate, T>();
  return (date) => {
    let answer = known.get(date);
    if (answer === undefined) {
      if (known.size >= DATES_REMEMBERED) known.clear();
      known.set(date, (answer = work(date)));
    }
    return answer;
  };
}

/** `2025-09-12` → `2025/09/12`. */
export const toWireDate: (date: CalendarDate) => string = remembered((date) =>
  date.replaceAll('-', '/'),
);

/** `2025/09/12` → `2025-09-12`. */
export const fromWireDate = (wire: string): CalendarDate => wire.replaceAll('/', '-');

const DAY_MS = 86_400_000;

/**
 * A calendar date as a count of days since 1 January 1970: what date arithmetic works on. Read
 * straight from the text (conflict checks run it for every pair of neighbouring stays).
 */
export const dayNumber: (date: CalendarDate) => number = remembered((date) => {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return Date.UTC(year, month - 1, day) / DAY_MS;
});

/** The calendar date of a day number. */
export const dateOfDay = (day: number): CalendarDate =>
  new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The date `days` after (or before, when negative) `date`. */
export const addDays = (date: CalendarDate, days: number): CalendarDate =>
  dateOfDay(dayNumber(date) + days);

/** Whole days from `from` to `to`: 1 from one day to the next, negative backwards. */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  dayNumber(to) - dayNumber(from);

/** The first day of the month `months` after (or before) the month of `date`. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** How many days the month of `date` has. */
export const daysInMonth = (date: CalendarDate): number =>
  daysBetween(addMonths(date, 0), addMonths(date, 1));

/** The weekday of a date, Monday 0 to Sunday 6 (weeks in Sweden start on Monday). */
export const weekdayOf = (date: CalendarDate): number => (dayNumber(date) + 3) % 7;
