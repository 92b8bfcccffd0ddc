import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import {
  AT_ONCE,
  anyDue,
  claimDue,
  failJob,
  finishJob,
  insertJob,
  nextDue,
  type JobRow,
} from '../db/jobs.repository.js';
import type { Database } from '../db/schema.js';

/** A kind of work the worker knows how to do. */
export interface JobKind<P> {
  /** Does the work; throwing means "try again later". */
  run(payload: P, job: JobRow): Promise<void>;
  /** The waits before each further try; when they run out the job has failed. */
  retryDelaysMs: readonly number[];
  /** What of the payload is kept once the job is done (a mail's text with a link is not). */
  keep?(payload: P): unknown;
  /** Told once when the job is given up on. */
  failed?(payload: P, error: unknown): Promise<unknown>;
}

export interface JobOptions {
  /** How often the worker looks for due work (with a random quarter either way). */
  pollMs?: number;
  /** Replaces every kind's retry waits (tests make them short). */
  retryDelaysMs?: readonly number[];
  /** Run the chores on their timers (default); tests run them with `runChores` instead. */
  choresOnTimers?: boolean;
}

/** The kind of job that does a chore of `every`. */
export const choreKind = (what: string) => `chore: ${what}`;

/** Jobs taken at once. */
const BATCH = 10;
/** How long closing waits for the jobs under way. */
const SHUTDOWN_WAIT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Teaches the worker a kind of work. */
      define<P>(kind: string, definition: JobKind<P>): void;
      /**
       * Adds work, in `db` (pass the transaction of the change that causes it, so both exist or
       * neither does). `delayMs` puts it off; a `dedupeKey` already used adds nothing.
       */
      add(
        db: Kysely<Database>,
        kind: string,
        payload: unknown,
        options?: { delayMs?: number; dedupeKey?: string },
      ): Promise<boolean>;
      /**
       * Does every due job now, and waits for jobs due within a few seconds (tests); nothing once
       * the app is closing.
       */
      drain(): Promise<void>;
      /**
       * Runs `work` every `intervalMs`, once across all processes: each process offers a job for
       * the interval it is in, and the first offer is the one job the worker does (its dedupe key
       * names the interval); a failure is logged. Each process also does it once soon after it
       * starts. The work may run twice (a start, a lease that ran out), so it must do no harm
       * twice.
       */
      every(what: string, intervalMs: number, work: () => Promise<unknown>): void;
      /** Runs every chore of `every` once now, one after the other (tests; a clock moved on). */
      runChores(): Promise<void>;
      /** Offers each chore's job for the interval it is in, as its timer does. */
      offerChores(): Promise<void>;
    };
  }
}

/**
 * The worker that does what the app promised to do later (ARCHITECTURE: data that must never go
 * wrong). Work is a row in `jobs`, written with the change that causes it; the worker takes due
 * rows under a lease, does them, and marks each done, or tries again after a wait, or gives up
 * and logs it. A process that dies mid-job leaves a lease that runs out, and the job is taken up
 * again. It runs on its own timer, never on a request's heels: what a request asked for happens
 * a moment later, at a time that says nothing about the request.
 */
// eslint-disable-next-line max-lines-per-function -- the worker's state (its kinds, its timers, the jobs under way) is shared by every part of it
export const jobsPlugin = fp<JobOptions>(async (app: FastifyInstance, options) => {
  const pollMs = options.pollMs ?? 1_000;
  const kinds = new Map<string, JobKind<unknown>>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** The house's time (the app's clock): when jobs fall due, and their stamps. */
  const now = () => app.clock.now().getTime();
  const stamp = () => app.clock.now().toISOString();
  /** When work that waits `ms` falls due. */
  const later = (ms: number) => (ms > 0 ? now() + ms : AT_ONCE);

  /** A job whose lease ran out while it ran, and another worker took it up: logged, left alone. */
  const lost = (job: JobRow) =>
    app.log.warn(
      { job: job.id, kind: job.kind },
      `the lease ran out while the job ran; another worker has it: ${job.kind}`,
    );

  async function runOne(job: JobRow): Promise<void> {
    const kind = kinds.get(job.kind);
    const payload: unknown = JSON.parse(job.payload);
    const lease = { id: job.id, lockedUntil: Number(job.locked_until) };
    if (!kind) {
      app.log.error({ job: job.id, kind: job.kind }, 'no worker knows this kind of job');
      if (!(await failJob(app.db, lease, `unknown kind ${job.kind}`, undefined, stamp()))) {
        lost(job);
      }
      return;
    }
    try {
      await kind.run(payload, job);
      if (!(await finishJob(app.db, lease, kind.keep ? kind.keep(payload) : payload, stamp()))) {
        lost(job);
      }
    } catch (error) {
      const delays = options.retryDelaysMs ?? kind.retryDelaysMs;
      const wait = delays[job.attempts - 1];
      const text = error instanceof Error ? error.message.slice(0, 500) : String(error);
      const kept = await failJob(
        app.db,
        lease,
        text,
        wait === undefined ? undefined : later(wait),
        stamp(),
      );
      if (!kept) {
        lost(job);
      } else if (wait === undefined) {
        app.log.error({ err: error, job: job.id, kind: job.kind }, `gave up on a job: ${job.kind}`);
        await kind.failed?.(payload, error);
      } else {
        app.log.warn(
          { err: error, job: job.id, kind: job.kind },
          `failed, trying again later: ${job.kind}`,
        );
      }
    }
  }

  /** Takes and does one batch of due jobs; how many there were. */
  async function runDue(): Promise<number> {
    // Due by the house's clock; a lease is real time (`Moment`).
    const at = { house: now(), wall: Date.now() };
    // Once shutting down, nothing new is taken: what runs finishes, the rest waits for a process.
    if (stopped || !(await anyDue(app.db, at)) || stopped) return 0;
    const leaseUntil = at.wall + app.config.jobLeaseMs;
    const jobs = await claimDue(app.db, app.database.engine, at, leaseUntil, BATCH);
    const work = Promise.all(jobs.map(runOne)).then(() => undefined);
    running.add(work);
    try {
      await work;
    } finally {
      running.delete(work);
    }
    return jobs.length;
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, pollMs * (0.75 + Math.random() / 2));
    timer.unref();
  };
  const tick = () => {
    runDue()
      .catch((error: unknown) => app.log.error({ err: error }, 'the job worker failed a round'))
      .finally(schedule);
  };

  const chores: { what: string; intervalMs: number; work: () => Promise<unknown> }[] = [];
  /**
   * Offers the job of a chore's current interval; only the first offer of an interval is kept.
   * The interval is counted on the wall's time: a chore keeps its rhythm under a pinned clock.
   * A process's first offer after its start is always kept: what fell due while no process ran
   * is done at once, not at the next interval.
   */
  const offerChore = (chore: { what: string; intervalMs: number }, atStart = false) =>
    insertJob(app.db, {
      kind: choreKind(chore.what),
      payload: {},
      runAt: AT_ONCE,
      dedupeKey: atStart
        ? undefined
        : `${choreKind(chore.what)} ${Math.floor(Date.now() / chore.intervalMs)}`,
      createdAt: stamp(),
    });
  const choreTimers: NodeJS.Timeout[] = [];

  app.decorate('jobs', {
    every(what: string, intervalMs: number, work: () => Promise<unknown>) {
      chores.push({ what, intervalMs, work });
      kinds.set(choreKind(what), {
        run: async () => {
          await work();
        },
        // The next interval's job tries again.
        retryDelaysMs: [],
      });
    },
    async runChores() {
      for (const chore of chores) await chore.work();
    },
    async offerChores() {
      for (const chore of chores) await offerChore(chore);
    },
    define<P>(kind: string, definition: JobKind<P>) {
      kinds.set(kind, definition as JobKind<unknown>);
    },
    add(db, kind, payload, add = {}) {
      return insertJob(db, {
        kind,
        payload,
        runAt: later(add.delayMs ?? 0),
        dedupeKey: add.dedupeKey,
        createdAt: stamp(),
      });
    },
    async drain() {
      const deadline = Date.now() + 10_000;
      while (!stopped && Date.now() < deadline) {
        if (await runDue()) continue;
        await Promise.all([...running]);
        const next = await nextDue(app.db);
        // A pinned clock stands still: what is not due now falls due only when a test moves it.
        if (next === undefined || next - now() > 3_000 || (app.clock.pinned && next > now())) {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.max(5, next - now())));
      }
    },
  });

  app.addHook('onReady', async () => {
    schedule();
    if (options.choresOnTimers === false) return;
    for (const chore of chores) {
      const run = (atStart: boolean) => {
        if (stopped) return;
        offerChore(chore, atStart).catch((error: unknown) =>
          app.log.error({ err: error }, `failed: ${chore.what}`),
        );
      };
      // Once soon after the start (what fell due while no process ran), then at its interval.
      const first = setTimeout(() => run(true), 2_000 + Math.random() * 3_000);
      const timer = setInterval(() => run(false), chore.intervalMs);
      first.unref();
      timer.unref();
      choreTimers.push(first, timer);
    }
  });
  // Closing (SIGTERM, or a test's end): the worker stops taking jobs as the close begins, before
  // any plugin closes; a job under way gets a few seconds to finish, else its lease runs out and
  // another process takes it up.
  app.addHook('preClose', async () => {
    stopped = true;
    app.log.info({ running: running.size }, 'the job worker takes no more jobs');
    clearTimeout(timer);
    for (const chore of choreTimers) clearTimeout(chore);
  });
  app.addHook('onClose', async () => {
    await Promise.race([
      Promise.all([...running]),
      new Promise((resolve) => setTimeout(resolve, SHUTDOWN_WAIT_MS).unref()),
    ]);
  });
});
