/**
 * Counts failed attempts per key (an email, an address) in a sliding window; once a key reaches
 * its limit, attempts are refused until the oldest failure leaves the window.
 */
export class FailureLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  /** Seconds until the key may try again, or 0 when it may now. */
  retryAfter(key: string, limit: number): number {
    const recent = this.recent(key);
    if (recent.length < limit) return 0;
    return Math.ceil((recent[recent.length - limit]! + this.windowMs - this.now()) / 1000);
  }

  fail(key: string): void {
    this.failures.set(key, [...this.recent(key), this.now()]);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}
