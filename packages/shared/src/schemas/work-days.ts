import { msg } from '../i18n/said.js';
import {
  WORK_NOTE_MAX,
  WORK_SPOTS_MAX,
  WORK_TASKS_MAX,
  WORK_TITLE_MAX,
} from '../rules/work-days.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema } from './fields.js';
import { WireDateSchema } from './stays.js';

/** What the work days' calls say (DECISIONS §24). */
export const workDayMessages = {
  title: msg('api.workDay.title', `Give the day a title of at most ${WORK_TITLE_MAX} characters.`, {
    max: WORK_TITLE_MAX,
  }),
  note: msg('api.workDay.note', `The day’s note is at most ${WORK_NOTE_MAX} characters.`, {
    max: WORK_NOTE_MAX,
  }),
  tasks: msg('api.workDay.tasks', `Give the day from 1 to ${WORK_TASKS_MAX} tasks.`, {
    max: WORK_TASKS_MAX,
  }),
  task: msg('api.workDay.task', `Give each task a title of at most ${WORK_TITLE_MAX} characters.`, {
    max: WORK_TITLE_MAX,
  }),
  spots: msg(
    'api.workDay.spots',
    `A task asks for 1 to ${WORK_SPOTS_MAX} people, or as many as come.`,
    { max: WORK_SPOTS_MAX },
  ),
  past: msg('api.workDay.past', 'A work day is proposed for today or a day to come.'),
  none: msg('api.workDay.none', 'No such work day.'),
  noTask: msg('api.workDay.noTask', 'Choose one of the day’s tasks.'),
  full: msg('api.workDay.full', 'This task has all the people it asked for: choose another.'),
  over: msg('api.workDay.over', 'This work day is over or called off.'),
} as const;

/** `POST /api/admin/work-days`: a day with its tasks. */
export const WorkDayInputSchema = z.object({
  /** YYYY/MM/DD. */
  day: WireDateSchema,
  title: z
    .string({ error: workDayMessages.title })
    .trim()
    .min(1, workDayMessages.title)
    .max(WORK_TITLE_MAX, workDayMessages.title),
  note: z
    .string({ error: workDayMessages.note })
    .trim()
    .max(WORK_NOTE_MAX, workDayMessages.note)
    .default(''),
  tasks: z
    .array(
      z.object({
        title: z
          .string({ error: workDayMessages.task })
          .trim()
          .min(1, workDayMessages.task)
          .max(WORK_TITLE_MAX, workDayMessages.task),
        /** null: as many as come. */
        spots: z
          .number({ error: workDayMessages.spots })
          .int(workDayMessages.spots)
          .min(1, workDayMessages.spots)
          .max(WORK_SPOTS_MAX, workDayMessages.spots)
          .nullable()
          .default(null),
      }),
      { error: workDayMessages.tasks },
    )
    .min(1, workDayMessages.tasks)
    .max(WORK_TASKS_MAX, workDayMessages.tasks),
});
export type WorkDayInput = z.input<typeof WorkDayInputSchema>;

export const WorkDayParamsSchema = idParamsSchema(workDayMessages.none);

/** `PUT /api/work-days/:id/signup`: the task the caller signs up for (one a day). */
export const SignUpSchema = z.object({ task_id: idSchema(workDayMessages.noTask) });

/** A work day as a member sees it: its tasks with who signed up, and the reader's own. */
export const WorkDaySchema = z.object({
  id: z.number(),
  /** YYYY/MM/DD. */
  day: z.string(),
  title: z.string(),
  note: z.string(),
  tasks: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      spots: z.number().nullable(),
      people: z.array(z.object({ user_id: z.number(), name: z.string() })),
    }),
  ),
  /** The task the reader signed up for; null: none. */
  mine: z.number().nullable(),
  /** What the reader may do: sign up or change (until the day has passed), call it off (admins). */
  can: z.object({ sign: z.boolean(), cancel: z.boolean() }),
});
export type WorkDay = z.infer<typeof WorkDaySchema>;

/** `GET /api/work-days`: the days to come, the nearest first, and the reader's count this year. */
export const WorkDaysSchema = z.object({
  work_days: z.array(WorkDaySchema),
  /** The reader's work days this year, up to today. */
  counted: z.number(),
});
export type WorkDays = z.infer<typeof WorkDaysSchema>;

export const WorkDayResponseSchema = z.object({ work_day: WorkDaySchema });
export type WorkDayResponse = z.infer<typeof WorkDayResponseSchema>;
