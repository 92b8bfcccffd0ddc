import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Reads one JSON setting, or undefined when it was never written. */
export async function readSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as T) : undefined;
}
