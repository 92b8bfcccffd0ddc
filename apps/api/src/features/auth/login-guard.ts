import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import {
  deleteFailuresOf,
  insertFailure,
  lastLogin,
  nthEmailAtAddress,
  nthEmailFailure,
  nthPairFailure,
  pruneLogins,
  recordLogin,
} from './login-guard.repository.js';

/**
 * Slows password guessing without letting anyone lock a member out (DECISIONS §2, §14a; decision
 * 0012 and 0014). Counted in the database, so every process counts the same and a restart
 * forgets nothing. `address` is a client address as `clientAddress` groups it (an IPv6 /64 is one).
 *
 * - One email from one address: after `perPair` failures within the window, that pair waits.
 * - One address trying many emails: once `perAddress` different emails have failed from it, it
 *   waits for every email it has not logged in with before.
 * - One email from many addresses: once `perAccount` failures have come from anywhere, it waits
 *   at every address it has not logged in from before; an address the owner has used still
 *   gets through (subject to its own pair), so the owner is never locked out at home.
 * - A completed password reset (or a proved address) clears every count of its email.
 *
 * An attempt is counted before its password is looked at (`attempt`), in one locked step with
 * the check of the limits: N guesses sent at once, to one process or several, cost N attempts,
 * and the ones past a limit are refused without being tried. A correct password takes its count
 * back (`succeed`).
 *
 * Windows run on the real clock (`now`), never on the app's business clock, which APP_NOW may pin.
 */
export interface LoginLimits {
  perPair: number;
  perAddress: number;
  perAccount: number;
  windowMs: number;
  /** How long a successful login vouches for an email at an address. */
  trustMs: number;
}

export const LOGIN_LIMITS: LoginLimits = {
  perPair: 5,
  perAddress: 10,
  perAccount: 10,
  windowMs: 15 * 60_000,
  trustMs: 30 * 24 * 60 * 60_000,
};

export class LoginGuard {
  private readonly db: Kysely<Database>;

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.db = handle.db;
  }

  /** Seconds this email must wait before trying from this address, or 0 when it may try now. */
  retryAfter(email: string, address: string): Promise<number> {
    return this.waitIn(this.db, email, address, this.now());
  }

  private async waitIn(db: Kysely<Database>, email: string, address: string, now: number) {
    const since = now - this.limits.windowMs;
    const pair = { email, address };
    const starts = [await nthPairFailure(db, pair, since, this.limits.perPair)];
    const trusted = await lastLogin(db, pair);
    if (trusted === undefined || trusted <= now - this.limits.trustMs) {
      starts.push(
        await nthEmailAtAddress(db, address, since, this.limits.perAddress),
        await nthEmailFailure(db, email, since, this.limits.perAccount),
      );
    }
    const until = Math.max(0, ...starts.map((at) => (at ?? 0) + this.limits.windowMs));
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /**
   * One login attempt of this email from this address, before its password is looked at: the
   * seconds to wait when a limit is reached (nothing counted), else 0 and the attempt counted as
   * a failure until `succeed` takes it back. The check and the count are one step under the
   * logins' lock, on every engine and across processes.
   */
  attempt(email: string, address: string): Promise<number> {
    return unitOfWork(
      this.handle,
      async (db) => {
        const now = this.now();
        const wait = await this.waitIn(db, email, address, now);
        if (wait === 0) await insertFailure(db, { email, address }, now);
        return wait;
      },
      'logins',
    );
  }

  /**
   * A correct password: the pair's failures end (its own attempt's count with them), and the
   * address vouches for the email.
   */
  async succeed(email: string, address: string): Promise<void> {
    await unitOfWork(this.handle, (db) => recordLogin(db, { email, address }, this.now()));
  }

  /** A completed password reset: every failure counted against the email is forgotten. */
  async clearEmail(email: string): Promise<void> {
    await deleteFailuresOf(this.db, email);
  }

  /** Forgets what no longer counts (the worker calls it now and then). */
  async prune(): Promise<void> {
    const now = this.now();
    await pruneLogins(this.db, now - this.limits.windowMs, now - this.limits.trustMs);
  }
}
