import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * A booking's fee fits the largest the fee settings allow (DECISIONS §22): per person and night,
 * 100 000 kr a night for each of 40 beds over 90 nights, and the cleaning, is 3.6 × 10¹⁰ öre, past
 * PostgreSQL's `integer` (2³¹ − 1). It becomes a `bigint` there, read back as a number (the pool
 * parses int8); SQLite's integers are 64 bits already.
 */
export function moneyFits(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await db.schema
        .alterTable('booking')
        .alterColumn('fee', (column) => column.setDataType('bigint'))
        .execute();
    },
  };
}
