import type { CalendarDate } from './dates.js';
import { LOCALES, type Language } from '../i18n/languages.js';

/**
 * How every screen (and every mail) writes dates, times and money, in the reader's language:
 * `12 Sept 2025, 09:17` or `12 sep. 2025 09:17`, in the house's time zone; money in Swedish
 * format in both, `2 500 kr`.
 *
 * English month names are written here rather than taken from `Intl`, whose English
 * abbreviations differ between browsers and versions, because server and browser must write
 * SPEC's exact words. Swedish ones come from `Intl` (`sv-SE`), which writes them the same way in
 * Node and in every current browser.
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

/**
 * A formatter made the first time it is asked for: making one loads its locale's data (20 ms
 * on a phone for the first Swedish one), which a page that never shows it should not pay for
 * while it starts.
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const swedishDay = once(
  () =>
    new Intl.DateTimeFormat(LOCALES.sv, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const swedishMonth = once(
  () => new Intl.DateTimeFormat(LOCALES.sv, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const utcNoon = (date: CalendarDate) => new Date(`${date}T12:00:00Z`);

/** A calendar date as people read it: `12 Sept 2025` (British style), `12 sep. 2025`. */
export function formatDay(date: CalendarDate, language: Language = 'en'): string {
  if (language === 'sv') return swedishDay().format(utcNoon(date));
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** A month, from any date in it: `September 2025`, `september 2025`. */
export function formatMonth(date: CalendarDate, language: Language = 'en'): string {
  if (language === 'sv') return swedishMonth().format(utcNoon(date));
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

/** The day an instant falls on in the house: `12 Oct 2025`, `12 okt. 2025`. */
export function formatDate(
  instant: Date | string,
  language: Language = 'en',
  timeZone = HOUSE_TIME_ZONE,
): string {
  return formatDay(partsOf(instant, timeZone).date, language);
}

/** An instant as the house's clock shows it: `12 Sept 2025, 09:17`, `12 sep. 2025 09:17`. */
export function formatDateTime(
  instant: Date | string,
  language: Language = 'en',
  timeZone = HOUSE_TIME_ZONE,
): string {
  const { date, time } = partsOf(instant, timeZone);
  return language === 'sv'
    ? `${formatDay(date, language)} ${time}`
    : `${formatDay(date, language)}, ${time}`;
}

const sek = once(
  () =>
    new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }),
);

/** An amount in Swedish kronor, in Swedish format with no decimals (e.g. "2 500 kr"). */
export function formatSek(amount: number): string {
  return sek().format(Math.round(amount));
}

const sekWithOre = once(
  () =>
    new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * An amount kept in öre, in kronor (DECISIONS §21): "2 500 kr", or "2 500,50 kr" when it has öre,
 * so no öre is ever hidden.
 */
export function formatOre(ore: number): string {
  return ore % 100 === 0 ? sek().format(ore / 100) : sekWithOre().format(ore / 100);
}

const englishPlurals = once(() => new Intl.PluralRules('en'));

/** A count with its noun in the right number: "1 request", "2 requests". */
export const plural = (count: number, one: string, other: string): string =>
  `${count} ${englishPlurals().select(count) === 'one' ? one : other}`;
