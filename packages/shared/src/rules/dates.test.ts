import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInMonth,
  weekdayOf,
  daysBetween,
  fromWireDate,
  isCalendarDate,
  isWireDate,
  toWireDate,
} from './dates.js';

describe('calendar dates', () => {
  it('knows real dates from impossible ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2025-9-1')).toBe(false);
    // Days and months that do not exist, and the leap years of the Gregorian calendar.
    for (const missing of ['2025-04-31', '2025-00-10', '2025-13-01', '2025-01-00', '2100-02-29']) {
      expect(isCalendarDate(missing)).toBe(false);
    }
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2025-12-31')).toBe(true);
    expect(isWireDate('2025/09/12')).toBe(true);
    expect(isWireDate('2025-09-12')).toBe(false);
    expect(isWireDate('2025/13/01')).toBe(false);
  });

  it('keeps dates within the app’s years, so a stay and its cleaning days stay four-digit years', () => {
    expect(isWireDate('2999/12/31')).toBe(true);
    expect(isWireDate('9999/12/31')).toBe(false);
    expect(isWireDate('3000/01/01')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(addDays('2999-12-31', 3)).toBe('3000-01-03');
  });

  it('converts between the wire and the database', () => {
    expect(toWireDate('2025-09-12')).toBe('2025/09/12');
    expect(fromWireDate('2025/09/12')).toBe('2025-09-12');
  });

  it('counts whole days across month and year ends and daylight-saving changes', () => {
    expect(daysBetween('2025-01-31', '2025-02-01')).toBe(1);
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    // Europe/Stockholm moves its clocks on these nights; calendar days do not notice.
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addDays('2025-10-26', -1)).toBe('2025-10-25');
    expect(addDays('2025-12-30', 5)).toBe('2026-01-04');
  });

  it('walks months and weeks', () => {
    expect(addMonths('2025-09-12', 0)).toBe('2025-09-01');
    expect(addMonths('2025-09-12', 4)).toBe('2026-01-01');
    expect(addMonths('2025-01-31', -1)).toBe('2024-12-01');
    expect(addMonths('2025-09-12', -6)).toBe('2025-03-01');
    expect(daysInMonth('2024-02-10')).toBe(29);
    expect(daysInMonth('2025-09-01')).toBe(30);
    expect(weekdayOf('2025-09-12')).toBe(4); // a Friday
    expect(weekdayOf('2025-09-15')).toBe(0); // a Monday
  });
});
