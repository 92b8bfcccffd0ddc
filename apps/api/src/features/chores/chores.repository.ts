import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** Adds a chore and who takes turns, in order; answers its id. */
export async function insertChore(
  db: Db,
  chore: { title: string; rrule: string; starts: string; createdBy: number; createdAt: string },
  members: readonly number[],
): Promise<number> {
  const { id } = await db
    .insertInto('chore')
    .values({
      title: chore.title,
      rrule: chore.rrule,
      starts: chore.starts,
      created_by: chore.createdBy,
      created_at: chore.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chore_member')
    .values(members.map((user_id, position) => ({ chore_id: id, position, user_id })))
    .execute();
  return id;
}

export const findChore = (db: Db, id: number) =>
  db.selectFrom('chore').selectAll().where('id', '=', id).executeTakeFirst();

/** The chores not ended, the oldest first. */
export const activeChores = (db: Db) =>
  db.selectFrom('chore').selectAll().where('ended_at', 'is', null).orderBy('id').execute();

export const endChore = (db: Db, id: number, at: string) =>
  db.updateTable('chore').set({ ended_at: at }).where('id', '=', id).execute();

/** Who takes turns on some chores, in order, with their accounts as they are now. */
export const membersOf = (db: Db, choreIds: readonly number[]) =>
  choreIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chore_member as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .selectAll('u')
        .select(['m.chore_id', 'm.position'])
        .where('m.chore_id', 'in', choreIds)
        .orderBy('m.chore_id')
        .orderBy('m.position')
        .execute();

/** A chore's occurrences, oldest first (its turns' history). */
export const occurrencesOf = (db: Db, choreId: number) =>
  db
    .selectFrom('chore_occurrence')
    .selectAll()
    .where('chore_id', '=', choreId)
    .orderBy('day')
    .orderBy('id')
    .execute();

/** The occurrences of some chores from `from` on, oldest first. */
export const occurrencesFrom = (db: Db, choreIds: readonly number[], from: string) =>
  choreIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('chore_occurrence')
        .selectAll()
        .where('chore_id', 'in', choreIds)
        .where('day', '>=', from)
        .orderBy('day')
        .orderBy('id')
        .execute();

/** Gives out an occurrence; false when one of that chore and day is already there. */
export async function insertOccurrence(
  db: Db,
  occurrence: { choreId: number; day: string; turnOf: number; doer: number; repaid: boolean },
): Promise<boolean> {
  const row = await db
    .insertInto('chore_occurrence')
    .values({
      chore_id: occurrence.choreId,
      day: occurrence.day,
      turn_of: occurrence.turnOf,
      doer: occurrence.doer,
      repaid: occurrence.repaid ? 1 : 0,
    })
    .onConflict((oc) => oc.columns(['chore_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export const findOccurrence = (db: Db, id: number) =>
  db.selectFrom('chore_occurrence').selectAll().where('id', '=', id).executeTakeFirst();

export const markDone = (db: Db, id: number, by: number, at: string) =>
  db
    .updateTable('chore_occurrence')
    .set({ done_at: at, done_by: by })
    .where('id', '=', id)
    .execute();

export const setDoer = (db: Db, id: number, doer: number, passedBy: readonly number[]) =>
  db
    .updateTable('chore_occurrence')
    .set({ doer, passed_by: JSON.stringify(passedBy) })
    .where('id', '=', id)
    .execute();

/** A member's open turns from `from` on (not done), with their chores. */
export const openTurnsOf = (db: Db, userId: number, from: string) =>
  db
    .selectFrom('chore_occurrence')
    .selectAll()
    .where('doer', '=', userId)
    .where('day', '>=', from)
    .where('done_at', 'is', null)
    .orderBy('day')
    .execute();

/** Claims an occurrence's reminder: false once any process has. */
export async function claimChoreReminder(db: Db, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('chore_occurrence')
    .set({ reminded_at: at })
    .where('id', '=', id)
    .where('reminded_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The occurrences of `day` not done and not reminded, of chores not ended. */
export const dueToRemind = (db: Db, day: string) =>
  db
    .selectFrom('chore_occurrence as o')
    .innerJoin('chore as c', 'c.id', 'o.chore_id')
    .select(['o.id', 'o.doer', 'o.day', 'c.title'])
    .where('o.day', '=', day)
    .where('o.done_at', 'is', null)
    .where('o.reminded_at', 'is', null)
    .where('c.ended_at', 'is', null)
    .execute();
