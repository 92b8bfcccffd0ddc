import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/**
 * The work days (DECISIONS §24) a member signed up for from `from` (YYYY-MM-DD) on, not called
 * off, with their task: read by the work days themselves and by the member's calendar feed.
 */
export const signedWorkDays = (db: Db, userId: number, from: string) =>
  db
    .selectFrom('work_signup as s')
    .innerJoin('work_day as d', 'd.id', 's.work_day_id')
    .innerJoin('work_task as t', 't.id', 's.task_id')
    .select(['d.id', 'd.day', 'd.title', 't.title as task', 's.signed_at'])
    .where('s.user_id', '=', userId)
    .where('d.day', '>=', from)
    .where('d.cancelled_at', 'is', null)
    .orderBy('d.day')
    .orderBy('d.id')
    .execute();

/** Each member's signed-up days of a year (YYYY-MM-DD), not called off: what the counts read. */
export const workDaysOfYear = (db: Db, year: number) =>
  db
    .selectFrom('work_signup as s')
    .innerJoin('work_day as d', 'd.id', 's.work_day_id')
    .select(['s.user_id', 'd.day'])
    .where('d.day', '>=', `${year}-01-01`)
    .where('d.day', '<=', `${year}-12-31`)
    .where('d.cancelled_at', 'is', null)
    .execute();

/** Withdraws a member's signups for days from `from` on (a suspension, a move down, §22). */
export async function withdrawWorkSignups(db: Db, userId: number, from: string): Promise<number> {
  const days = db.selectFrom('work_day').select('id').where('day', '>=', from);
  const result = await db
    .deleteFrom('work_signup')
    .where('user_id', '=', userId)
    .where('work_day_id', 'in', days)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
