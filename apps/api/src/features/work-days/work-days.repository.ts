import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Adds a work day and its tasks in their order; answers its id. */
export async function insertWorkDay(
  db: Db,
  day: { day: string; title: string; note: string; createdBy: number; createdAt: string },
  tasks: readonly { title: string; spots: number | null }[],
): Promise<number> {
  const { id } = await db
    .insertInto('work_day')
    .values({
      day: day.day,
      title: day.title,
      note: day.note,
      created_by: day.createdBy,
      created_at: day.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('work_task')
    .values(tasks.map((task, position) => ({ work_day_id: id, position, ...task })))
    .execute();
  return id;
}

export const findWorkDay = (db: Db, id: number) =>
  db.selectFrom('work_day').selectAll().where('id', '=', id).executeTakeFirst();

/** The days not called off from `from` (YYYY-MM-DD) on, the nearest first; or these ids. */
export const workDaysFrom = (db: Db, from: string) =>
  db
    .selectFrom('work_day')
    .selectAll()
    .where('day', '>=', from)
    .where('cancelled_at', 'is', null)
    .orderBy('day')
    .orderBy('id')
    .execute();

/** The tasks of some days, in their order. */
export const tasksOf = (db: Db, dayIds: readonly number[]) =>
  dayIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('work_task')
        .selectAll()
        .where('work_day_id', 'in', dayIds)
        .orderBy('work_day_id')
        .orderBy('position')
        .execute();

/** Who signed up on some days, with their names as they are now, the first to sign first. */
export const signupsOf = (db: Db, dayIds: readonly number[]) =>
  dayIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('work_signup as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.work_day_id', 's.task_id', 's.user_id', 'u.first_name', 'u.last_name'])
        .where('s.work_day_id', 'in', dayIds)
        .orderBy('s.signed_at')
        .orderBy('s.user_id')
        .execute();

/** How many have signed up for a task, leaving out one member (who may be moving to it). */
export async function takenBy(db: Db, taskId: number, except: number): Promise<number> {
  const row = await db
    .selectFrom('work_signup')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('task_id', '=', taskId)
    .where('user_id', '!=', except)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Signs a member up for a task of a day, in place of any task they had that day. */
export async function putSignup(
  db: Db,
  signup: { dayId: number; taskId: number; userId: number; at: string },
) {
  await db
    .insertInto('work_signup')
    .values({
      work_day_id: signup.dayId,
      task_id: signup.taskId,
      user_id: signup.userId,
      signed_at: signup.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['work_day_id', 'user_id'])
        .doUpdateSet({ task_id: signup.taskId, signed_at: signup.at }),
    )
    .execute();
}

export const deleteSignup = (db: Db, dayId: number, userId: number) =>
  db
    .deleteFrom('work_signup')
    .where('work_day_id', '=', dayId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

export const cancelWorkDay = (db: Db, id: number, by: number, at: string) =>
  db
    .updateTable('work_day')
    .set({ cancelled_by: by, cancelled_at: at })
    .where('id', '=', id)
    .execute();

/** The people of a day with what their mail and access need. */
export const peopleOf = (db: Db, dayId: number) =>
  db
    .selectFrom('work_signup as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('work_task as t', 't.id', 's.task_id')
    .selectAll('u')
    .select('t.title as task')
    .where('s.work_day_id', '=', dayId)
    .orderBy('u.id')
    .execute();

/** Claims a day's reminder for one of its people: false once any process has. */
export async function claimWorkDayReminder(db: Db, dayId: number, userId: number, at: string) {
  const row = await db
    .insertInto('work_day_reminder')
    .values({ work_day_id: dayId, user_id: userId, sent_at: at })
    .onConflict((oc) => oc.columns(['work_day_id', 'user_id']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
