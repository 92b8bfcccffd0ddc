import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';

/** Whether a table exists in the schema the app uses (PostgreSQL: the search path). */
export async function tableExists(handle: DatabaseHandle, table: string): Promise<boolean> {
  if (handle.engine === 'postgres') {
    const { rows } = await sql<{
      found: boolean;
    }>`select to_regclass(${table}) is not null as found`.execute(handle.db);
    return rows[0]?.found === true;
  }
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' and name = ${table}`.execute(handle.db);
  return rows.length > 0;
}
