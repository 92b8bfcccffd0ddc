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
  return {
    pinned: pinned !== undefined,
    now: () => new Date(pinned ?? Date.now()),
    nowSeconds() {
      return Math.floor(this.now().getTime() / 1000);
    },
    today() {
      return dateInZone.format(this.now());
    },
    dayOf: (instant) => dateInZone.format(instant),
    advance(milliseconds) {
      if (pinned === undefined) throw new Error('Only a pinned clock can be moved');
      pinned += milliseconds;
    },
  };
}
