import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/**
 * A member's turns of the chores (DECISIONS §24) from `from` (YYYY-MM-DD) on, of chores not
 * ended: read by the chores and by the member's calendar feed.
 */
export const choreTurnsOf = (db: Db, userId: number, from: string) =>
  db
    .selectFrom('chore_occurrence as o')
    .innerJoin('chore as c', 'c.id', 'o.chore_id')
    .select(['o.id', 'o.day', 'c.title', 'c.created_at'])
    .where('o.doer', '=', userId)
    .where('o.day', '>=', from)
    .where('c.ended_at', 'is', null)
    .orderBy('o.day')
    .orderBy('o.id')
    .execute();
