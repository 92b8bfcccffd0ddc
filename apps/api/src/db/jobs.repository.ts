import type { Kysely, Selectable } from 'kysely';
import type { Engine } from './database.js';
import type { Database, JobsTable } from './schema.js';

type Db = Kysely<Database>;
export type JobRow = Selectable<JobsTable>;

/** A job to add: what to do, with what, and not before when. */
export interface NewJob {
  kind: string;
  payload: unknown;
  /** Not before this moment of the house's clock; `AT_ONCE` for work that waits for nothing. */
  runAt: number;
  dedupeKey?: string | undefined;
  createdAt: string;
}

/**
 * The `run_at` of work that waits for nothing: due whatever the house's clock says (a clock that
 * is set back, as tests do, does not put it off), before any work that waits for a time.
 */
export const AT_ONCE = 0;

/**
 * Adds a job, in the caller's transaction when given one, so the job exists exactly when the
 * change that causes it does. Returns false when a job with its dedupe key exists already.
 */
export async function insertJob(db: Db, job: NewJob): Promise<boolean> {
  const values = {
    kind: job.kind,
    payload: JSON.stringify(job.payload),
    dedupe_key: job.dedupeKey ?? null,
    run_at: job.runAt,
    locked_until: null,
    last_error: null,
    created_at: job.createdAt,
    finished_at: null,
  };
  // A conflict is skipped, not raised: inside a PostgreSQL transaction it would abort it.
  const added = await db
    .insertInto('jobs')
    .values(values)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * A moment on both clocks: jobs fall due by the house's clock (`run_at`, the app's clock, which
 * tests pin and move), and leases run out by the wall's (`locked_until`: how long a process may
 * hold a job is real time, whatever the house's clock says).
 */
export interface Moment {
  house: number;
  wall: number;
}

/** Whether any job is due (a read, so an idle worker never takes the write lock). */
export async function anyDue(db: Db, at: Moment): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_at', '<=', at.house)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at.wall)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** When the next pending job falls due, or undefined with none. */
export async function nextDue(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.min('run_at').as('next'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row?.next === null || row?.next === undefined ? undefined : Number(row.next);
}

/**
 * Takes up to `limit` due jobs for this worker until `leaseUntil`, counting the attempt. On
 * PostgreSQL, rows another process is taking at the same moment are skipped (SKIP LOCKED), so
 * no job is taken twice; SQLite has one writer at a time, and the update is one statement.
 */
export async function claimDue(
  db: Db,
  engine: Engine,
  at: Moment,
  leaseUntil: number,
  limit: number,
): Promise<JobRow[]> {
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_at', '<=', at.house)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at.wall)]))
    .orderBy('run_at')
    .orderBy('id')
    .limit(limit);
  if (engine === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/**
 * The lease a worker holds on a job: its id and the `locked_until` it was claimed with. A job
 * taken up again after its lease ran out has a later `locked_until`, so the lease is also the
 * fencing token: whoever holds an older one can no longer finish or fail the job.
 */
export interface Lease {
  id: number;
  lockedUntil: number;
}

/**
 * A job done: kept as a record, its payload replaced by what may be kept (no secrets). False
 * when the lease was lost (the job was taken up again by another worker), and nothing changed.
 */
export async function finishJob(
  db: Db,
  lease: Lease,
  payload: unknown,
  stamp: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({
      status: 'done',
      payload: JSON.stringify(payload),
      locked_until: null,
      last_error: null,
      finished_at: stamp,
    })
    .where('id', '=', lease.id)
    .where('status', '=', 'pending')
    .where('locked_until', '=', lease.lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * A try that failed: tried again at `retryAt`, or given up on when there is none. False when the
 * lease was lost, and nothing changed.
 */
export async function failJob(
  db: Db,
  lease: Lease,
  error: string,
  retryAt: number | undefined,
  stamp: string,
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set(
      retryAt === undefined
        ? { status: 'failed', locked_until: null, last_error: error, finished_at: stamp }
        : { run_at: retryAt, locked_until: null, last_error: error },
    )
    .where('id', '=', lease.id)
    .where('status', '=', 'pending')
    .where('locked_until', '=', lease.lockedUntil)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Finished jobs older than `before` (ISO) are forgotten; only those whose kind begins `kinds`. */
export async function pruneFinishedJobs(db: Db, before: string, kinds = ''): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('status', '=', 'done')
    .where('finished_at', '<', before)
    .where('kind', 'like', `${kinds}%`)
    .execute();
}

/** Jobs of some kinds the worker gave up on, newest first. */
export const listFailedJobs = (db: Db, kinds: readonly string[], limit: number) =>
  db
    .selectFrom('jobs')
    .select(['id', 'kind', 'payload', 'attempts', 'last_error', 'finished_at'])
    .where('status', '=', 'failed')
    .where('kind', 'in', kinds)
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** How many jobs of some kinds the worker gave up on. */
export async function countFailedJobs(db: Db, kinds: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'failed')
    .where('kind', 'in', kinds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A failed job of one of `kinds` made due again, with its tries counted from nothing; false when
 * there is no such failed job (already sent again, or never failed).
 */
export async function retryFailedJob(
  db: Db,
  id: number,
  kinds: readonly string[],
): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'pending', run_at: AT_ONCE, attempts: 0, last_error: null, finished_at: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where('kind', 'in', kinds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
