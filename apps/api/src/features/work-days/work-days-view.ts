import { displayName, toWireDate, type WorkDay } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Caller } from '../../plugins/caller.js';
import { type findWorkDay, signupsOf, tasksOf } from './work-days.repository.js';

export type DayRow = NonNullable<Awaited<ReturnType<typeof findWorkDay>>>;

/**
 * Work days as the caller sees them (DECISIONS §24): their tasks in order with who comes (as
 * they are called now, the first to sign first), the caller's own task, and what the caller may
 * do: sign up until the day has passed, call it off (admins).
 */
export async function presentWorkDays(
  app: FastifyInstance,
  db: Kysely<Database>,
  days: readonly DayRow[],
  caller: Caller,
): Promise<WorkDay[]> {
  const ids = days.map((day) => day.id);
  const [tasks, signups] = await Promise.all([tasksOf(db, ids), signupsOf(db, ids)]);
  const today = app.clock.today();
  return days.map((day) => ({
    id: day.id,
    day: toWireDate(day.day),
    title: day.title,
    note: day.note,
    tasks: tasks
      .filter((task) => task.work_day_id === day.id)
      .map((task) => ({
        id: task.id,
        title: task.title,
        spots: task.spots,
        people: signups
          .filter((signup) => signup.task_id === task.id)
          .map((signup) => ({ user_id: signup.user_id, name: displayName(signup) })),
      })),
    mine:
      signups.find((signup) => signup.work_day_id === day.id && signup.user_id === caller.id)
        ?.task_id ?? null,
    can: {
      sign: day.cancelled_at === null && day.day >= today,
      cancel: caller.is_admin && day.cancelled_at === null,
    },
  }));
}
