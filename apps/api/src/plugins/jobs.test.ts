import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseUrl, type TestApp } from '../test/helpers.js';
import { choreKind } from './jobs.js';

/**
 * The job worker's lease is its fencing token: a worker whose lease ran out cannot finish or fail
 * a job another worker took up since. Closing stops taking jobs and lets those under way finish.
 */
const opened: TestApp[] = [];
const open = async (options: Parameters<typeof createTestApp>[0]) => {
  const t = await createTestApp({ seed: false, jobPollMs: 60_000, ...options });
  opened.push(t);
  return t;
};
afterEach(async () => {
  // The sharing app first: the one that made the database drops it.
  for (const t of opened.reverse()) await t.close();
  opened.length = 0;
});

const job = (t: TestApp, id: number) =>
  t.app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const onlyJobId = async (t: TestApp) =>
  (await t.app.db.selectFrom('jobs').select('id').executeTakeFirstOrThrow()).id;
/** Resolves when `check` holds, looking every 20 ms (never a fixed sleep). */
const until = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** A job's run that, once started, waits until released. */
function holding() {
  const hold = { started: false, release: () => undefined as void, held: Promise.resolve() };
  hold.held = new Promise<void>((resolve) => (hold.release = resolve));
  return hold;
}

/**
 * Adds one job; `first` takes it and holds it until its lease runs out, then `second` takes it
 * up and does it. Answers the job's id and the first worker's round, still running.
 */
async function takenOver(first: TestApp, second: TestApp, hold: ReturnType<typeof holding>) {
  await first.app.jobs.add(first.app.db, 'count', {});
  const id = await onlyJobId(first);
  const firstRun = first.app.backgroundIdle();
  await until(() => hold.started);
  const claimed = Number((await job(first, id)).locked_until);
  await until(() => Date.now() > claimed);
  await second.app.backgroundIdle();
  return { id, firstRun };
}

describe('a job’s lease', () => {
  it('is lost when the job is taken up by another worker: the first finish is refused', async () => {
    const logs: string[] = [];
    const first = await open({ env: { JOB_LEASE_SECONDS: '1' }, log: (line) => logs.push(line) });
    const second = await open({ shareWith: first, env: { JOB_LEASE_SECONDS: '60' } });
    const hold = holding();
    first.app.jobs.define('count', {
      retryDelaysMs: [],
      async run() {
        hold.started = true;
        await hold.held;
      },
      keep: () => ({ by: 'first' }),
    });
    second.app.jobs.define('count', {
      retryDelaysMs: [],
      run: async () => undefined,
      keep: () => ({ by: 'second' }),
    });
    // The first worker's lease runs out while its job still runs; the second takes the job up.
    const { id, firstRun } = await takenOver(first, second, hold);
    expect(await job(second, id)).toMatchObject({ status: 'done', attempts: 2 });
    hold.release();
    await firstRun;
    // The first worker's late finish changed nothing: the job is the second's.
    const after = await job(first, id);
    expect(after).toMatchObject({ status: 'done', attempts: 2 });
    expect(JSON.parse(after.payload)).toEqual({ by: 'second' });
    expect(logs.join('\n')).toContain('the lease ran out while the job ran');
  });

  it('fences a failure as it fences a finish', async () => {
    const first = await open({ env: { JOB_LEASE_SECONDS: '1' } });
    const second = await open({ shareWith: first, env: { JOB_LEASE_SECONDS: '60' } });
    const hold = holding();
    first.app.jobs.define('count', {
      retryDelaysMs: [],
      async run() {
        hold.started = true;
        await hold.held;
        throw new Error('late failure');
      },
    });
    second.app.jobs.define('count', { retryDelaysMs: [], run: async () => undefined });
    const { id, firstRun } = await takenOver(first, second, hold);
    hold.release();
    await firstRun;
    expect(await job(first, id)).toMatchObject({ status: 'done', last_error: null });
  });
});

describe('closing', () => {
  it('takes no new job, and lets the one under way finish', async () => {
    const logs: string[] = [];
    const t = await open({ log: (line) => logs.push(line) });
    // Reads the database once the app has closed.
    const reader = await open({ shareWith: t });
    const hold = holding();
    let counted = 0;
    t.app.jobs.define('slow', {
      retryDelaysMs: [],
      async run() {
        hold.started = true;
        await hold.held;
      },
    });
    t.app.jobs.define('count', {
      retryDelaysMs: [],
      run: async () => {
        counted += 1;
      },
    });
    await t.app.jobs.add(t.app.db, 'slow', {});
    const slowId = await onlyJobId(t);
    void t.app.backgroundIdle();
    await until(() => hold.started);
    // Due now, but added while the app is about to close.
    await t.app.jobs.add(t.app.db, 'count', {});
    const closing = t.app.close();
    // Once the close has begun, the job under way finishes.
    await until(() => logs.some((line) => line.includes('the job worker takes no more jobs')));
    hold.release();
    await closing;
    expect(counted).toBe(0);
    const rows = await reader.app.db.selectFrom('jobs').selectAll().orderBy('id').execute();
    expect(rows.find((row) => row.id === slowId)).toMatchObject({ status: 'done' });
    expect(rows.find((row) => row.kind === 'count')).toMatchObject({
      status: 'pending',
      attempts: 0,
      locked_until: null,
    });
  });
});

describe('finished jobs', () => {
  it('are kept 30 days, then forgotten; failed and pending ones stay', async () => {
    const t = await open({});
    const day = 24 * 60 * 60_000;
    // Finished by the house's clock, as the worker stamps them.
    const ago = (days: number) => new Date(t.clock.now().getTime() - days * day).toISOString();
    const row = (status: 'done' | 'failed' | 'pending', finished: string | null, kind: string) => ({
      kind,
      payload: '{}',
      dedupe_key: null,
      status,
      run_at: 0,
      locked_until: null,
      last_error: null,
      created_at: ago(40),
      finished_at: finished,
    });
    await t.app.db
      .insertInto('jobs')
      .values([
        row('done', ago(31), 'old'),
        row('done', ago(29), 'recent'),
        row('failed', ago(60), 'given up'),
        row('pending', null, 'to do'),
      ])
      .execute();
    await t.app.jobs.runChores();
    const kinds = await t.app.db.selectFrom('jobs').select('kind').orderBy('kind').execute();
    expect(kinds.map((k) => k.kind)).toEqual(['given up', 'recent', 'to do']);
  });
});

describe('chores', () => {
  it('run once across processes in each interval, their jobs kept a day', async () => {
    const first = await open({});
    const second = await open({ shareWith: first });
    let runs = 0;
    // A chore each process teaches its worker alike, as the app does at its start.
    for (const t of [first, second]) {
      t.app.jobs.every('counting', 60 * 60_000, async () => {
        runs += 1;
      });
    }
    // Both processes' timers fire in the same interval, at the same moment and again: at once
    // on PostgreSQL. Two SQLite processes here share one thread, where one waiting for the
    // other's lock stops both (a SQLite house runs one process), so there one after the other.
    if (testDatabaseUrl) {
      await Promise.all([first.app.jobs.offerChores(), second.app.jobs.offerChores()]);
    } else {
      await first.app.jobs.offerChores();
      await second.app.jobs.offerChores();
    }
    await first.app.jobs.offerChores();
    if (testDatabaseUrl) await Promise.all([first.app.jobs.drain(), second.app.jobs.drain()]);
    else {
      await first.app.jobs.drain();
      await second.app.jobs.drain();
    }
    expect(runs).toBe(1);
    const kept = await first.app.db
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('kind', '=', choreKind('counting'))
      .execute();
    expect(kept).toEqual([{ kind: choreKind('counting'), status: 'done' }]);

    // A day on, the chore's record is forgotten; another job's stays its 30 days.
    const twoDaysAgo = new Date(first.clock.now().getTime() - 2 * 24 * 60 * 60_000).toISOString();
    await first.app.db.updateTable('jobs').set({ finished_at: twoDaysAgo }).execute();
    await first.app.jobs.add(first.app.db, 'other', {});
    await first.app.db
      .updateTable('jobs')
      .set({ status: 'done', finished_at: twoDaysAgo })
      .where('kind', '=', 'other')
      .execute();
    await first.app.jobs.runChores();
    const left = await first.app.db.selectFrom('jobs').select('kind').execute();
    expect(left.map((row) => row.kind)).toEqual(['other']);
  });
});

describe('the house’s clock', () => {
  it('says when work falls due, and work that waits for nothing is due at once', async () => {
    const t = await open({});
    const done: string[] = [];
    t.app.jobs.define<{ name: string }>('note', {
      retryDelaysMs: [],
      run: async ({ name }) => {
        done.push(name);
      },
    });
    // The clock pinned, as the house's clock is in tests: an hour's wait never passes by itself.
    await t.app.jobs.add(t.app.db, 'note', { name: 'in an hour' }, { delayMs: 60 * 60_000 });
    await t.app.jobs.drain();
    expect(done).toEqual([]);
    // Set back (as tests do), work that waits for nothing is still due.
    t.clock.advance(-24 * 60 * 60_000);
    const setBack = t.clock.now().toISOString();
    await t.app.jobs.add(t.app.db, 'note', { name: 'at once' });
    await t.app.jobs.drain();
    expect(done).toEqual(['at once']);
    // An hour on by the house's clock, the delayed work falls due.
    t.clock.advance(25 * 60 * 60_000);
    await t.app.jobs.drain();
    expect(done).toEqual(['at once', 'in an hour']);
    // Each is stamped with the house's time it was done at.
    const stamps = await t.app.db
      .selectFrom('jobs')
      .select(['payload', 'finished_at'])
      .orderBy('id')
      .execute();
    expect(stamps).toEqual([
      { payload: '{"name":"in an hour"}', finished_at: t.clock.now().toISOString() },
      { payload: '{"name":"at once"}', finished_at: setBack },
    ]);
  });
});
