import {
  fromWireDate,
  taskFull,
  workDayMessages,
  workDaysCounted,
  type WorkDay,
  type WorkDayInput,
  type WorkDays,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signedWorkDays } from '../../db/work-days.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { adminWrite, writeAs, type Caller } from '../../plugins/caller.js';
import { remindWorkDays } from './work-day-reminders.js';
import { workDayCancelled } from './work-days.mail.js';
import { presentWorkDays, type DayRow } from './work-days-view.js';
import {
  cancelWorkDay,
  deleteSignup,
  findWorkDay,
  insertWorkDay,
  peopleOf,
  putSignup,
  takenBy,
  tasksOf,
  workDaysFrom,
} from './work-days.repository.js';

type Db = Kysely<Database>;

/**
 * Work days (DECISIONS §24): the admins propose a day with its tasks; members who plan stays sign
 * up for one task a day (a task that asked for a number of people takes no more, checked in one
 * lock), change it or leave until the day has passed; the people are reminded two days before and
 * told if it is called off; each member's days of the year are counted.
 */
export function workDaysService(app: FastifyInstance) {
  const present = (db: Db, days: readonly DayRow[], caller: Caller) =>
    presentWorkDays(app, db, days, caller);

  /** The day if it is still to come (today included) and not called off. */
  async function openDay(db: Db, id: number): Promise<DayRow> {
    const day = await findWorkDay(db, id);
    if (!day) throw new HttpError(404, workDayMessages.none);
    if (day.cancelled_at !== null || day.day < app.clock.today()) {
      throw new HttpError(409, workDayMessages.over);
    }
    return day;
  }

  const one = async (id: number, caller: Caller) =>
    (await present(app.db, [(await findWorkDay(app.db, id))!], caller))[0]!;

  return {
    /** The days to come, and the caller's work days this year. */
    async list(caller: Caller): Promise<WorkDays> {
      const today = app.clock.today();
      const year = Number(today.slice(0, 4));
      const [days, own] = await Promise.all([
        workDaysFrom(app.db, today),
        signedWorkDays(app.db, caller.id, `${year}-01-01`),
      ]);
      return {
        work_days: await present(app.db, days, caller),
        counted: workDaysCounted(
          own.map((row) => row.day),
          year,
          today,
        ),
      };
    },

    /** An admin proposes a day, today or later, with its tasks. */
    async propose(caller: Caller, input: WorkDayInput & { note: string }): Promise<WorkDay> {
      const day = fromWireDate(input.day);
      if (day < app.clock.today()) throw new HttpError(400, workDayMessages.past);
      const id = await adminWrite(app, caller, (db) =>
        insertWorkDay(
          db,
          {
            day,
            title: input.title,
            note: input.note,
            createdBy: caller.id,
            createdAt: app.clock.now().toISOString(),
          },
          input.tasks.map((task) => ({ title: task.title, spots: task.spots ?? null })),
        ),
      );
      return one(id, caller);
    },

    /** An admin calls a day off; everyone who had signed up is told, in their language. */
    async cancel(caller: Caller, id: number): Promise<WorkDay> {
      await adminWrite(app, caller, async (db) => {
        const day = await findWorkDay(db, id);
        if (!day) throw new HttpError(404, workDayMessages.none);
        if (day.cancelled_at !== null) throw new HttpError(409, workDayMessages.over);
        await cancelWorkDay(db, id, caller.id, app.clock.now().toISOString());
        for (const person of await peopleOf(db, id)) {
          if (!app.holds(person, 'workday')) continue;
          await app.queueMail(db, workDayCancelled(person, day, app.config.publicUrl));
        }
      });
      return one(id, caller);
    },

    /**
     * The caller signs up for a task of a day, or moves to it from their other task that day; a
     * task that asked for a number of people takes no more (one lock: two members never take
     * its last place both).
     */
    async signUp(caller: Caller, id: number, taskId: number): Promise<WorkDay> {
      await writeAs(
        app,
        caller,
        'booking',
        async (db) => {
          await openDay(db, id);
          const task = (await tasksOf(db, [id])).find((found) => found.id === taskId);
          if (!task) throw new HttpError(400, workDayMessages.noTask);
          if (taskFull(await takenBy(db, taskId, caller.id), task.spots)) {
            throw new HttpError(409, workDayMessages.full);
          }
          await putSignup(db, {
            dayId: id,
            taskId,
            userId: caller.id,
            at: app.clock.now().toISOString(),
          });
        },
        'work',
      );
      return one(id, caller);
    },

    /** The caller leaves a day they signed up for. */
    async leave(caller: Caller, id: number): Promise<WorkDay> {
      await writeAs(app, caller, 'booking', async (db) => {
        await openDay(db, id);
        await deleteSignup(db, id, caller.id);
      });
      return one(id, caller);
    },

    remind: () => remindWorkDays(app),
  };
}

export type WorkDaysService = ReturnType<typeof workDaysService>;
