import { CompiledQuery } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

type Present = { plan: unknown; option: unknown };
const presence = (text: string) => CompiledQuery.raw(text) as CompiledQuery<Present>;

/**
 * SQLite: a statement that names both tables, so it runs only while both exist; it reads no row.
 * Prepared once and kept, it is checked against the schema as it runs, so a table dropped since
 * fails it at once (decision 0058).
 */
const bothTables = presence(
  'select (select 1 from stay_plan limit 0) as plan, (select 1 from stay_option limit 0) as option',
);

/** Which of the two tables exist: SQLite's catalogue, PostgreSQL's `to_regclass` (the search path). */
const eachTable = {
  sqlite: presence(
    `select exists (select 1 from sqlite_master where type = 'table' and name = 'stay_plan') as plan,
            exists (select 1 from sqlite_master where type = 'table' and name = 'stay_option') as option`,
  ),
  postgres: presence(
    `select to_regclass('stay_plan') is not null as plan,
            to_regclass('stay_option') is not null as option`,
  ),
};

/** The stay tables the app needs (DECISIONS §9), and which of them exist in its schema. */
export async function stayTablesPresent(
  handle: DatabaseHandle,
): Promise<{ stay_plan: boolean; stay_option: boolean }> {
  if (handle.engine === 'sqlite') {
    try {
      await handle.db.executeQuery(bothTables);
      return { stay_plan: true, stay_option: true };
    } catch {
      // A table is missing, or the database does not answer: the catalogue tells which.
    }
  }
  const [row] = (await handle.db.executeQuery(eachTable[handle.engine])).rows;
  return { stay_plan: Boolean(row?.plan), stay_option: Boolean(row?.option) };
}
