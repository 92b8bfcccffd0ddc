import type { SeasonList } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A list's tasks as they are now, in order. */
export const itemsOf = (db: Db, list?: SeasonList) => {
  let query = db.selectFrom('season_item').selectAll().where('removed_at', 'is', null);
  if (list) query = query.where('list', '=', list);
  return query.orderBy('list').orderBy('position').orderBy('id').execute();
};

/** The admins' list: kept items moved and reworded, new ones added, the rest taken off. */
export async function writeList(
  db: Db,
  list: SeasonList,
  items: readonly { id?: number; text: string }[],
  now: string,
) {
  const kept = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  let gone = db
    .updateTable('season_item')
    .set({ removed_at: now })
    .where('list', '=', list)
    .where('removed_at', 'is', null);
  if (kept.length > 0) gone = gone.where('id', 'not in', kept);
  await gone.execute();
  for (const [position, item] of items.entries()) {
    if (item.id === undefined) {
      await db
        .insertInto('season_item')
        .values({ list, text: item.text, position, created_at: now })
        .execute();
    } else {
      await db
        .updateTable('season_item')
        .set({ text: item.text, position })
        .where('id', '=', item.id)
        .execute();
    }
  }
}

/** Every run, the latest year first. */
export const allRuns = (db: Db) =>
  db.selectFrom('season_run').selectAll().orderBy('year', 'desc').orderBy('list', 'desc').execute();

export const findRun = (db: Db, id: number) =>
  db.selectFrom('season_run').selectAll().where('id', '=', id).executeTakeFirst();

/** The tasks of some runs in order, with who they are given to and who ticked them, named now. */
export const tasksOf = (db: Db, runIds: readonly number[]) =>
  runIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('season_task as t')
        .leftJoin('users as a', 'a.id', 't.assigned_to')
        .leftJoin('users as k', 'k.id', 't.ticked_by')
        .selectAll('t')
        .select([
          'a.first_name as a_first',
          'a.last_name as a_last',
          'k.first_name as k_first',
          'k.last_name as k_last',
        ])
        .where('t.run_id', 'in', runIds)
        .orderBy('t.run_id')
        .orderBy('t.position')
        .execute();

/** Starts a list's run of a year with its tasks as they are now; undefined when it ran already. */
export async function insertRun(
  db: Db,
  run: { list: SeasonList; year: number; started_by: number; started_at: string },
  tasks: readonly { item_id: number; position: number; text: string; assigned_to: number | null }[],
): Promise<number | undefined> {
  const made = await db
    .insertInto('season_run')
    .values(run)
    .onConflict((oc) => oc.columns(['list', 'year']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!made) return undefined;
  await db
    .insertInto('season_task')
    .values(tasks.map((task) => ({ run_id: made.id, ...task })))
    .execute();
  return made.id;
}

export const setAssignee = (db: Db, runId: number, itemId: number, userId: number | null) =>
  db
    .updateTable('season_task')
    .set({ assigned_to: userId })
    .where('run_id', '=', runId)
    .where('item_id', '=', itemId)
    .execute();

export const setTick = (
  db: Db,
  runId: number,
  itemId: number,
  tick: { by: number; at: string } | null,
) =>
  db
    .updateTable('season_task')
    .set({ ticked_by: tick?.by ?? null, ticked_at: tick?.at ?? null })
    .where('run_id', '=', runId)
    .where('item_id', '=', itemId)
    .execute();
