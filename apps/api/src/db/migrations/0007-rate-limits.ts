import type { Kysely, Migration } from 'kysely';

/**
 * `rate_limits`: the rate limits of the sensitive calls (login, register, reset, invite checks,
 * contact…), one row per client and call holding the count of its current window, so that every
 * process counts alike and a restart forgets nothing (ARCHITECTURE: data that must never go
 * wrong). Rows whose window has passed are pruned.
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('window_ms', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('rate_limits_window')
      .on('rate_limits')
      .column('window_start')
      .execute();
  },
};
