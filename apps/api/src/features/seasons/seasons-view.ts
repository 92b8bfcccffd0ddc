import {
  joinedName,
  SEASON_LISTS,
  type SeasonList,
  type SeasonRun,
  type Seasons,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../plugins/caller.js';
import { allRuns, itemsOf, tasksOf, type findRun } from './seasons.repository.js';

type Db = Kysely<Database>;
export type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

/** Runs as the caller sees them: each task, who it is given to, who ticked it, whether they may. */
export async function presentRuns(
  db: Db,
  runs: readonly RunRow[],
  caller: Caller,
  year: number,
): Promise<SeasonRun[]> {
  const tasks = await tasksOf(
    db,
    runs.map((run) => run.id),
  );
  return runs.map((run) => ({
    id: run.id,
    list: run.list as SeasonList,
    year: run.year,
    tasks: tasks
      .filter((task) => task.run_id === run.id)
      .map((task) => ({
        item_id: task.item_id,
        text: task.text,
        assignee:
          task.assigned_to === null
            ? null
            : { user_id: task.assigned_to, name: joinedName(task.a_first, task.a_last) ?? '' },
        ticked:
          task.ticked_at === null
            ? null
            : { name: joinedName(task.k_first, task.k_last) ?? '', at: task.ticked_at },
        can_tick:
          run.year === year &&
          (caller.is_admin || task.assigned_to === null || task.assigned_to === caller.id),
      })),
  }));
}

/** Both lists, this year, and every run, the latest first. */
export async function presentSeasons(db: Db, caller: Caller, year: number): Promise<Seasons> {
  const [items, runs] = await Promise.all([itemsOf(db), allRuns(db)]);
  const lists = Object.fromEntries(
    SEASON_LISTS.map((list) => [
      list,
      items.filter((item) => item.list === list).map(({ id, text }) => ({ id, text })),
    ]),
  ) as Seasons['lists'];
  return { lists, year, runs: await presentRuns(db, runs, caller, year) };
}
