import type { CalendarDate } from './dates.js';

/**
 * How every screen (and every mail) writes dates, times and money: dates and times in English,
 * `12 Sept 2025, 09:17`, in the house's time zone; money in Swedish format, `2 500 kr`.
 *
 * Month names are written here rather than taken from `Intl`, whose English abbreviations differ
 * between browsers and versions, because server and browser must write the same words for the
 * same message. `Intl` only supplies the numbers of an instant in the house's time zone.
 */

/** Where the house is: instants are shown in its time zone, not the reader's. */
export const HOUSE_TIME_ZONE = 'Europe/Stockholm';

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A calendar date in English as people read it, `12 Sept 2025` (British style). */
export function formatDay(date: CalendarDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** A month in English, from any date in it: `September 2025`. */
export function formatMonth(date: CalendarDate): string {
  return `${MONTH_NAMES[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

/** The date and the 24-hour time of an instant in a time zone, as numbers. */
function partsOf(instant: Date | string, timeZone: string) {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format
      .formatToParts(typeof instant === 'string' ? new Date(instant) : instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}` as CalendarDate,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The day an instant falls on in the house, in English: `12 Oct 2025`. */
export function formatDate(instant: Date | string, timeZone = HOUSE_TIME_ZONE): string {
  return formatDay(partsOf(instant, timeZone).date);
}

/** An instant as the house's clock shows it, in English: `12 Sept 2025, 09:17`. */
export function formatDateTime(instant: Date | string, timeZone = HOUSE_TIME_ZONE): string {
  const { date, time } = partsOf(instant, timeZone);
  return `${formatDay(date)}, ${time}`;
}

const sek = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** An amount in Swedish kronor, in Swedish format with no decimals (e.g. "2 500 kr"). */
export function formatSek(amount: number): string {
  return sek.format(Math.round(amount));
}

const englishPlurals = new Intl.PluralRules('en');

/** A count with its noun in the right number: "1 request", "2 requests". */
export const plural = (count: number, one: string, other: string): string =>
  `${count} ${englishPlurals.select(count) === 'one' ? one : other}`;
