import { codesWindow, type HouseTime } from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The instant a house time is, in the house's time zone (daylight saving included). */
export const instantOf = (zone: string, time: HouseTime): Date =>
  dayjs.tz(`${time.day} ${String(time.hour).padStart(2, '0')}:00`, zone).toDate();

/**
 * A stay's codes window as instants (DECISIONS §20): 00:00 the day before arrival to 12:00 on
 * departure day, house time. A guest pass is valid in the same window (DECISIONS §26).
 */
export function stayWindow(zone: string, stay: { from_date: string; to_date: string }) {
  const { opens, closes } = codesWindow({ from: stay.from_date, to: stay.to_date });
  return { opensAt: instantOf(zone, opens), closesAt: instantOf(zone, closes) };
}
