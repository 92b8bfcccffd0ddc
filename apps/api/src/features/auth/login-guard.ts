/**
 * Slows password guessing without letting anyone lock a member out (DECISIONS §3, decision 0012).
 *
 * - One email from one address: after `perPair` failures within the window, that pair waits.
 *   The same email from another address is not held back, so a stranger cannot lock the owner out.
 * - One address trying many emails: once `perAddress` different emails have failed from it, the
 *   address waits for every email it has not logged in with before. Emails that have logged in
 *   from that address (a family behind one router) still get through, subject to their own pair.
 * - A completed password reset clears every count of its email.
 *
 * Windows run on the real clock (`now`), never on the app's business clock, which APP_NOW may pin.
 */
export interface LoginLimits {
  perPair: number;
  perAddress: number;
  windowMs: number;
  /** How long a successful login vouches for an email at an address. */
  trustMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  perPair: 5,
  perAddress: 10,
  windowMs: 15 * 60_000,
  trustMs: 30 * 24 * 60 * 60_000,
};

/** At most this many remembered logins; the oldest are forgotten first. */
const MAX_TRUSTED = 50_000;
/** Expired counts are swept after this many calls, so memory stays bounded. */
const SWEEP_EVERY = 1_000;

const pairKey = (email: string, address: string) => `${email}\n${address}`;

export class LoginGuard {
  /** Failure times per email and address. */
  private readonly pairs = new Map<string, number[]>();
  /** Per address: each email that failed from it, with its latest failure. */
  private readonly addresses = new Map<string, Map<string, number>>();
  /** Per email: the addresses with failures, so a reset can clear them. */
  private readonly addressesOf = new Map<string, Set<string>>();
  /** When each email last logged in from each address. */
  private readonly trusted = new Map<string, number>();
  private calls = 0;

  constructor(
    private readonly limits: LoginLimits = LOGIN_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Seconds this email must wait before trying from this address, or 0 when it may try now. */
  retryAfter(email: string, address: string): number {
    this.maybeSweep();
    const now = this.now();
    const since = now - this.limits.windowMs;
    let until = 0;

    const failures = (this.pairs.get(pairKey(email, address)) ?? []).filter((at) => at > since);
    if (failures.length >= this.limits.perPair) {
      until = failures[failures.length - this.limits.perPair]! + this.limits.windowMs;
    }

    if (!this.isTrusted(email, address, now)) {
      const emails = [...(this.addresses.get(address)?.values() ?? [])]
        .filter((at) => at > since)
        .sort((a, b) => a - b);
      if (emails.length >= this.limits.perAddress) {
        until = Math.max(
          until,
          emails[emails.length - this.limits.perAddress]! + this.limits.windowMs,
        );
      }
    }
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /** A wrong password (or an unknown email) from this address. */
  fail(email: string, address: string): void {
    const now = this.now();
    const since = now - this.limits.windowMs;
    const key = pairKey(email, address);
    this.pairs.set(key, [...(this.pairs.get(key) ?? []).filter((at) => at > since), now]);
    const emails = this.addresses.get(address) ?? new Map<string, number>();
    emails.set(email, now);
    this.addresses.set(address, emails);
    const addresses = this.addressesOf.get(email) ?? new Set<string>();
    addresses.add(address);
    this.addressesOf.set(email, addresses);
  }

  /** A correct password: the pair's failures end, and the address vouches for the email. */
  succeed(email: string, address: string): void {
    this.pairs.delete(pairKey(email, address));
    const key = pairKey(email, address);
    this.trusted.delete(key);
    this.trusted.set(key, this.now());
    if (this.trusted.size > MAX_TRUSTED) {
      this.trusted.delete(this.trusted.keys().next().value!);
    }
  }

  /** A completed password reset: every failure counted against the email is forgotten. */
  clearEmail(email: string): void {
    for (const address of this.addressesOf.get(email) ?? []) {
      this.pairs.delete(pairKey(email, address));
      const emails = this.addresses.get(address);
      emails?.delete(email);
      if (emails && !emails.size) this.addresses.delete(address);
    }
    this.addressesOf.delete(email);
  }

  private isTrusted(email: string, address: string, now: number): boolean {
    const at = this.trusted.get(pairKey(email, address));
    return at !== undefined && at > now - this.limits.trustMs;
  }

  private maybeSweep(): void {
    this.calls += 1;
    if (this.calls % SWEEP_EVERY) return;
    const since = this.now() - this.limits.windowMs;
    for (const [key, times] of this.pairs) {
      if (!times.some((at) => at > since)) this.pairs.delete(key);
    }
    for (const [address, emails] of this.addresses) {
      for (const [email, at] of emails) {
        if (at > since) continue;
        emails.delete(email);
        const addresses = this.addressesOf.get(email);
        addresses?.delete(address);
        if (addresses && !addresses.size) this.addressesOf.delete(email);
      }
      if (!emails.size) this.addresses.delete(address);
    }
  }
}
