import type { CalendarDate } from '@stuga/shared';

const KEY = 'stuga.stay-range';

/** A range chosen on the timeline, handed to the booking page (SPEC §4). */
export interface ChosenRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** Keeps a chosen range for the booking page (for this tab only). */
export function handRange(range: ChosenRange): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(range));
  } catch {
    // Storage refused (private mode): the range simply does not travel.
  }
}

/** The range handed over, if any (it stays until taken). */
export function peekRange(): ChosenRange | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const range = raw ? (JSON.parse(raw) as Partial<ChosenRange>) : null;
    return range && typeof range.from === 'string' && typeof range.to === 'string'
      ? { from: range.from, to: range.to }
      : null;
  } catch {
    return null;
  }
}

/** Clears the range handed over, once the booking page has it. */
export function clearRange(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
