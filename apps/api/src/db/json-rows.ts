import { PostgresAdapter, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArray } from 'kysely/helpers/sqlite';
import type { Database } from './schema.js';

/**
 * Runs a select and returns its rows, built into one JSON array by the database itself. For long
 * lists (thousands of stay options) this is several times faster than reading the rows one by
 * one into the driver's objects; the answer is the same.
 */
export async function selectJsonRows<DB, TB extends keyof DB, O>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<O[]> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const array = postgres ? postgresJsonArray(query) : sqliteJsonArray(query);
  const { rows } = await db.selectNoFrom(array.as('rows')).executeTakeFirstOrThrow();
  // PostgreSQL's driver parses JSON itself; SQLite hands over the text.
  return (typeof rows === 'string' ? JSON.parse(rows) : rows) as O[];
}
