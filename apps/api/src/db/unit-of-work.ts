import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.js';
import type { Database } from './schema.js';

/**
 * The advisory locks taken on PostgreSQL, one for each kind of state checked before it is changed
 * (any numbers; each the same for every writer of its kind).
 */
const LOCKS = {
  stays: 4_137_201,
  votes: 4_137_202,
  logins: 4_137_203,
  money: 4_137_204,
  work: 4_137_205,
  meetings: 4_137_206,
} as const;
export type LockName = keyof typeof LOCKS;

/**
 * The one way to write (ARCHITECTURE: data that must never go wrong): runs a use case's `work`
 * in one transaction, with the outbox rows and jobs it adds, so all of it is kept or none.
 * Repositories never open a transaction; they take the `db` this hands to the work.
 *
 * With a `lock`, the transaction holds that kind's write lock before it reads anything, so two
 * decisions that check the same state (is this stay free?) run one after the other, never
 * interleaved. SQLite: always `BEGIN IMMEDIATE`, which takes the database's write lock at once
 * (one writer at a time, so every kind is covered). PostgreSQL: one transaction-scoped advisory
 * lock per kind, taken first by every such transaction.
 */
export async function unitOfWork<T>(
  handle: DatabaseHandle,
  work: (db: Kysely<Database>) => Promise<T>,
  lock?: LockName,
): Promise<T> {
  if (handle.engine === 'postgres') {
    return handle.db.transaction().execute(async (trx) => {
      if (lock) await sql`select pg_advisory_xact_lock(${LOCKS[lock]})`.execute(trx);
      return work(trx);
    });
  }
  return handle.db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

let savepoints = 0;

/**
 * Runs one step of a multi-step write in a savepoint of the caller's transaction (ARCHITECTURE:
 * data that must never go wrong): a step the database refuses (a constraint) is rolled back
 * alone, and the transaction goes on. On PostgreSQL a refused statement otherwise aborts the
 * whole transaction, and every later statement in it fails.
 */
export async function inSavepoint<T>(db: Kysely<Database>, step: () => Promise<T>): Promise<T> {
  const name = `step_${(savepoints += 1)}`;
  await sql.raw(`savepoint ${name}`).execute(db);
  try {
    const result = await step();
    await sql.raw(`release savepoint ${name}`).execute(db);
    return result;
  } catch (error) {
    await sql.raw(`rollback to savepoint ${name}`).execute(db);
    await sql.raw(`release savepoint ${name}`).execute(db);
    throw error;
  }
}
