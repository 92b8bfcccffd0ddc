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

const WAIT_KEY = 'stuga.wait-range';

/** Keeps booked days chosen on the timeline for the booking page's "wait for these" form. */
export function handWaitRange(range: ChosenRange): void {
  try {
    window.sessionStorage.setItem(WAIT_KEY, JSON.stringify(range));
  } catch {
    // Storage refused: the form opens empty.
  }
}

/** The days handed over to wait for, if any (they stay until cleared). */
export function peekWaitRange(): ChosenRange | null {
  try {
    const raw = window.sessionStorage.getItem(WAIT_KEY);
    const range = raw ? (JSON.parse(raw) as Partial<ChosenRange>) : null;
    return range && typeof range.from === 'string' && typeof range.to === 'string'
      ? { from: range.from, to: range.to }
      : null;
  } catch {
    return null;
  }
}

/** Clears the days handed over to wait for, once the booking page has them. */
export function clearWaitRange(): void {
  try {
    window.sessionStorage.removeItem(WAIT_KEY);
  } catch {
    // Nothing to clear.
  }
}
