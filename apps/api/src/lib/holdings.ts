import { releasedBy, type Credential, type Reason, type Standing } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Whose holdings a change releases, who made the change, when, and the reason it gives. */
export interface Release {
  userId: number;
  /** The admin who suspended or moved the member down. */
  actorId: number;
  stamp: string;
  /** Why, as requests declined and mails say it: suspended, or no longer able to book. */
  reason: Reason;
}

/**
 * Releases one kind of holding of an account, in the caller's transaction (which holds the
 * stays' lock); answers how many it released.
 */
export type Releaser = (db: Kysely<Database>, release: Release) => Promise<number>;

/**
 * What releases each kind an account holds (DECISIONS §22): a record over the one list's kinds
 * (`HOLDINGS` in shared), composed in app.ts from the features that keep them, so a kind added to
 * the list without its releaser does not compile.
 */
export type Releasers = Readonly<Record<Credential, Releaser>>;

/**
 * Releases, in the caller's transaction, every kind the account may not hold once a change has
 * made it `after` (suspended, or moved down a level), in the list's order: requests are declined
 * before wishes end, so a claim's request is declined with its reason. Answers how many of each.
 */
export async function releaseHoldings(
  db: Kysely<Database>,
  releasers: Releasers,
  after: Standing,
  release: Release,
): Promise<Partial<Record<Credential, number>>> {
  const released: Partial<Record<Credential, number>> = {};
  for (const kind of releasedBy(after)) released[kind] = await releasers[kind](db, release);
  return released;
}
