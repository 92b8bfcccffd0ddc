import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/**
 * A member's season tasks not yet ticked, given back to anyone (DECISIONS §24, §22): what a
 * suspension or a move down releases. Tasks they ticked stay theirs, a record of the year.
 */
export async function releaseSeasonTasks(db: Db, userId: number): Promise<number> {
  const result = await db
    .updateTable('season_task')
    .set({ assigned_to: null })
    .where('assigned_to', '=', userId)
    .where('ticked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
