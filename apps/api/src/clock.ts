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
  // Today is worked out once a minute: every time zone's offset is a whole number of minutes, so
  // the day cannot change inside one, and formatting in a zone cost a signed-in read 5 % of its
  // time (decision 0058).
  let kept = { minute: NaN, day: '' };
  return {
    pinned: pinned !== undefined,
    now: () => new Date(pinned ?? Date.now()),
    nowSeconds() {
      return Math.floor(this.now().getTime() / 1000);
    },
    today() {
      const now = this.now();
      const minute = Math.floor(now.getTime() / 60_000);
      if (minute !== kept.minute) kept = { minute, day: dateInZone.format(now) };
      return kept.day;
    },
    dayOf: (instant) => dateInZone.format(instant),
    advance(milliseconds) {
      if (pinned === undefined) throw new Error('Only a pinned clock can be moved');
      pinned += milliseconds;
    },
  };
}
