import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

/** The stay tables the app needs (DECISIONS §9), and which of them exist in its schema. */
export async function stayTablesPresent(
  handle: DatabaseHandle,
): Promise<{ stay_plan: boolean; stay_option: boolean }> {
  // One query for both: `to_regclass` on PostgreSQL (the search path), the catalogue on SQLite.
  const query =
    handle.engine === 'postgres'
      ? sql<{ plan: boolean; option: boolean }>`
          select to_regclass('stay_plan') is not null as plan,
                 to_regclass('stay_option') is not null as option`
      : sql<{ plan: number; option: number }>`
          select exists (select 1 from sqlite_master where type = 'table' and name = 'stay_plan') as plan,
                 exists (select 1 from sqlite_master where type = 'table' and name = 'stay_option') as option`;
  const { rows } = await query.execute(handle.db);
  return { stay_plan: Boolean(rows[0]?.plan), stay_option: Boolean(rows[0]?.option) };
}
