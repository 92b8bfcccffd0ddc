import {
  seasonListMessages,
  type SeasonList,
  type SeasonListInput,
  type SeasonRun,
  type SeasonRunInput,
  type Seasons,
  type SeasonTickInput,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { plannersNow } from '../../lib/access-now.js';
import { HttpError } from '../../lib/http-error.js';
import { adminWrite, writeAs, type Caller } from '../../plugins/caller.js';
import { presentRuns, presentSeasons, type RunRow } from './seasons-view.js';
import {
  findRun,
  insertRun,
  itemsOf,
  setAssignee,
  setTick,
  tasksOf,
  writeList,
} from './seasons.repository.js';

type Db = Kysely<Database>;

/**
 * Spring opening and winter closing (DECISIONS §24): two lists the admins keep; once a year an
 * admin starts a list's run, its tasks as the list has them then, each given to a member who may
 * plan stays (or to anyone); the one it is given to (anyone when it is given to no one, and the
 * admins) ticks it, on the phone and offline too (the tick carries when it was made); the runs of
 * every year are kept.
 */
export function seasonsService(app: FastifyInstance) {
  const year = () => Number(app.clock.today().slice(0, 4));

  /** Members who may plan stays now, of these. */
  const mayPlan = async (db: Db, ids: readonly number[]) =>
    new Set((await plannersNow(app, db, ids)).map((row) => row.id));

  /** This year's run and one of its tasks, for a change. */
  async function thisYears(db: Db, id: number, itemId: number) {
    const run = await findRun(db, id);
    if (!run) throw new HttpError(404, seasonListMessages.none);
    if (run.year !== year()) throw new HttpError(409, seasonListMessages.past);
    const task = (await tasksOf(db, [id])).find((row) => row.item_id === itemId);
    if (!task) throw new HttpError(404, seasonListMessages.noTask);
    return { run, task };
  }

  const one = async (run: RunRow, caller: Caller) =>
    (await presentRuns(app.db, [run], caller, year()))[0]!;

  return {
    list: (caller: Caller): Promise<Seasons> => presentSeasons(app.db, caller, year()),

    async saveList(caller: Caller, list: SeasonList, input: SeasonListInput): Promise<Seasons> {
      await adminWrite(app, caller, async (db) => {
        const known = new Set((await itemsOf(db, list)).map((item) => item.id));
        if (input.items.some((item) => item.id !== undefined && !known.has(item.id))) {
          throw new HttpError(409, seasonListMessages.unknownItem);
        }
        await writeList(db, list, input.items, app.clock.now().toISOString());
      });
      return presentSeasons(app.db, caller, year());
    },

    /** Starts this year's run of a list, once, with who does which task. */
    async start(caller: Caller, list: SeasonList, input: SeasonRunInput): Promise<SeasonRun> {
      const id = await adminWrite(app, caller, async (db) => {
        const items = await itemsOf(db, list);
        if (items.length === 0) throw new HttpError(409, seasonListMessages.empty);
        const given = new Map((input.tasks ?? []).map((task) => [task.item_id, task.user_id]));
        if ([...given.keys()].some((itemId) => !items.some((item) => item.id === itemId))) {
          throw new HttpError(409, seasonListMessages.unknownItem);
        }
        const people = [...given.values()].filter((person) => person !== null);
        const allowed = await mayPlan(db, people);
        if (people.some((person) => !allowed.has(person))) {
          throw new HttpError(400, seasonListMessages.assignee);
        }
        const made = await insertRun(
          db,
          { list, year: year(), started_by: caller.id, started_at: app.clock.now().toISOString() },
          items.map((item, position) => ({
            item_id: item.id,
            position,
            text: item.text,
            assigned_to: given.get(item.id) ?? null,
          })),
        );
        if (made === undefined) throw new HttpError(409, seasonListMessages.ran);
        return made;
      });
      return one((await findRun(app.db, id))!, caller);
    },

    /** An admin gives a task of this year's run to a member who may plan stays, or to anyone. */
    async assign(caller: Caller, id: number, itemId: number, userId: number | null) {
      const run = await adminWrite(app, caller, async (db) => {
        const { run: found } = await thisYears(db, id, itemId);
        if (userId !== null && !(await mayPlan(db, [userId])).has(userId)) {
          throw new HttpError(400, seasonListMessages.assignee);
        }
        await setAssignee(db, id, itemId, userId);
        return found;
      });
      return one(run, caller);
    },

    /** A task ticked or unticked by the one it is given to (anyone if no one; the admins). */
    async tick(caller: Caller, id: number, itemId: number, input: SeasonTickInput) {
      const run = await writeAs(app, caller, 'booking', async (db) => {
        const { run: found, task } = await thisYears(db, id, itemId);
        if (!caller.is_admin && task.assigned_to !== null && task.assigned_to !== caller.id) {
          throw new HttpError(403, seasonListMessages.notYours);
        }
        const at = input.made_at ? new Date(input.made_at).toISOString() : undefined;
        await setTick(
          db,
          id,
          itemId,
          input.done ? { by: caller.id, at: at ?? app.clock.now().toISOString() } : null,
        );
        return found;
      });
      return one(run, caller);
    },
  };
}

export type SeasonsService = ReturnType<typeof seasonsService>;
