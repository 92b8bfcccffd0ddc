import { testDatabaseUrl, type TestApp } from './helpers.js';

/**
 * Two processes of one house run their chores: at once on PostgreSQL; one after the other on
 * SQLite, whose two connections in one test process would wait on each other's lock (a SQLite
 * house runs one process). Then both have sent what the chores queued.
 */
export async function bothLook(t: TestApp, other: TestApp) {
  if (testDatabaseUrl) await Promise.all([t.app.jobs.runChores(), other.app.jobs.runChores()]);
  else {
    await t.app.jobs.runChores();
    await other.app.jobs.runChores();
  }
  await t.app.backgroundIdle();
  await other.app.backgroundIdle();
}

/** Moves the house's clock of each process to an instant (ISO). */
export const moveTo = (instant: string, ...ts: TestApp[]) => {
  for (const t of ts) t.clock.advance(Date.parse(instant) - t.clock.now().getTime());
};
