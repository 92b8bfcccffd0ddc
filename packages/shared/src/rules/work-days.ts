/**
 * Work days (arbetsdag, DECISIONS §24): the admins propose a day with its tasks, members sign up
 * for one task each, and each member's work days of a year are counted. Plain rules, the same on
 * both sides.
 */

/** The most tasks a day has. */
export const WORK_TASKS_MAX = 12;
/** The longest title of a day or a task, and of a day's note. */
export const WORK_TITLE_MAX = 100;
export const WORK_NOTE_MAX = 1000;
/** The most people a task may ask for. */
export const WORK_SPOTS_MAX = 50;
/** Days before a work day its people are reminded (from 09:00 house time). */
export const WORK_DAY_REMINDER_DAYS = 2;

/** A task's places: taken, and how many it asks for (null: as many as come). */
export const taskFull = (taken: number, spots: number | null): boolean =>
  spots !== null && taken >= spots;

/**
 * A member's work days in a year: the days (YYYY-MM-DD) they signed up for, up to and including
 * `today`, each counted once, whatever task they did.
 */
export function workDaysCounted(days: readonly string[], year: number, today: string): number {
  return new Set(days.filter((day) => day.startsWith(`${year}-`) && day <= today)).size;
}
