import { addDays, type CalendarDate } from './dates.js';

/**
 * At the house (DECISIONS §20): when a member's stay lets them read the house codes. The window
 * opens at 00:00 the day before arrival and closes at 12:00 on departure day, in house time; the
 * server turns these house times into instants in the house's time zone.
 */
export interface HouseTime {
  day: CalendarDate;
  /** The hour of that day, 0–23, house time. */
  hour: number;
}

/** The codes show from this many days before arrival, at midnight… */
export const CODES_OPEN_DAYS_BEFORE = 1;
/** …until this hour on departure day. */
export const CODES_CLOSE_HOUR = 12;
/** A changed code is mailed to members whose window is open or opens within this many days. */
export const CODE_CHANGE_NOTICE_DAYS = 14;

/** The house times a stay's codes window opens and closes. */
export function codesWindow(stay: { from: CalendarDate; to: CalendarDate }): {
  opens: HouseTime;
  closes: HouseTime;
} {
  return {
    opens: { day: addDays(stay.from, -CODES_OPEN_DAYS_BEFORE), hour: 0 },
    closes: { day: stay.to, hour: CODES_CLOSE_HOUR },
  };
}

/** What kind of code a code is, for its icon and its default name. */
export const HOUSE_CODE_KINDS = ['door', 'alarm', 'wifi', 'other'] as const;
export type HouseCodeKind = (typeof HOUSE_CODE_KINDS)[number];
