import type { CalendarDate } from '@stuga/shared';

/** A range chosen on the timeline, handed to the booking page (SPEC §4). */
export interface ChosenRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** Where this tab keeps a range handed over: one to plan, one to wait for (DECISIONS §19). */
const PLAN_KEY = 'stuga.stay-range';
const WAIT_KEY = 'stuga.wait-range';

function keep(key: string, range: ChosenRange): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(range));
  } catch {
    // Storage refused (private mode): the range simply does not travel.
  }
}

function peek(key: string): ChosenRange | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const range = raw ? (JSON.parse(raw) as Partial<ChosenRange>) : null;
    return range && typeof range.from === 'string' && typeof range.to === 'string'
      ? { from: range.from, to: range.to }
      : null;
  } catch {
    return null;
  }
}

function clear(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Keeps a chosen range for the booking page (for this tab only). */
export const handRange = (range: ChosenRange) => keep(PLAN_KEY, range);
/** The range handed over, if any (it stays until taken). */
export const peekRange = () => peek(PLAN_KEY);
/** Clears the range handed over, once the booking page has it. */
export const clearRange = () => clear(PLAN_KEY);

/** Keeps booked days chosen on the timeline for the booking page's "wait for these" form. */
export const handWaitRange = (range: ChosenRange) => keep(WAIT_KEY, range);
/** The days handed over to wait for, if any (they stay until cleared). */
export const peekWaitRange = () => peek(WAIT_KEY);
/** Clears the days handed over to wait for, once the booking page has them. */
export const clearWaitRange = () => clear(WAIT_KEY);
