/** The one source of "now" for the server (DECISIONS §1). */
export interface Clock {
  /** The current instant. */
  now(): Date;
  /** The current instant in whole epoch seconds (JWT and invite times). */
  nowSeconds(): number;
  /** Today's calendar date in the house's time zone, as YYYY-MM-DD. */
  today(): string;
  /** The calendar date of an instant in the house's time zone, as YYYY-MM-DD. */
  dayOf(instant: Date): string;
  /** Whether the time is pinned by APP_NOW. */
  readonly pinned: boolean;
  /** Moves a pinned clock (tests use this to let tokens expire). */
  advance(milliseconds: number): void;
}

/** A clock pinned at `pinnedAt` when given, otherwise the real time. */
export function createClock(timeZone: string, pinnedAt?: Date): Clock {
  let pinned = pinnedAt ? pinnedAt.getTime() : undefined;
  const dateInZone = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  // Today as last worked out, and the second it was for: formatting in the zone costs about 2 µs,
  // and the kept views ask for today on every request. Within one second the day cannot change
  // in any zone (their offsets are whole seconds).
  let last = { second: NaN, day: '' };
  return {
    pinned: pinned !== undefined,
    now: () => new Date(pinned ?? Date.now()),
    nowSeconds() {
      return Math.floor(this.now().getTime() / 1000);
    },
    today() {
      const instant = pinned ?? Date.now();
      const second = Math.floor(instant / 1000);
      if (second !== last.second) last = { second, day: dateInZone.format(instant) };
      return last.day;
    },
    dayOf: (instant) => dateInZone.format(instant),
    advance(milliseconds) {
      if (pinned === undefined) throw new Error('Only a pinned clock can be moved');
      pinned += milliseconds;
    },
  };
}
