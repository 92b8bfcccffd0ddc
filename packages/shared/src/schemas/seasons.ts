import { msg } from '../i18n/said.js';
import { SEASON_ITEMS_MAX, SEASON_LISTS, SEASON_TEXT_MAX } from '../rules/seasons.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema } from './fields.js';
import { houseMessages } from './house.js';

/** What the seasons' calls say (DECISIONS §24). */
export const seasonListMessages = {
  noList: msg(
    'api.season.noList',
    'There is a spring opening and a winter closing list, no other.',
  ),
  itemText: msg(
    'api.season.itemText',
    `Write what the task is, in at most ${SEASON_TEXT_MAX} characters.`,
    { max: SEASON_TEXT_MAX },
  ),
  tooMany: msg('api.season.tooMany', `A season’s list has at most ${SEASON_ITEMS_MAX} items.`, {
    max: SEASON_ITEMS_MAX,
  }),
  unknownItem: msg(
    'api.season.unknownItem',
    'One of the tasks is no longer on the list: load the list again.',
  ),
  empty: msg('api.season.empty', 'The list has no tasks yet: add them first.'),
  ran: msg('api.season.ran', 'This list has already been started this year.'),
  none: msg('api.season.none', 'No such run of the list.'),
  noTask: msg('api.season.noTask', 'No such task in this run.'),
  past: msg('api.season.past', 'Only this year’s runs are ticked and given out.'),
  notYours: msg('api.season.notYours', 'This task is given to someone else.'),
  assignee: msg('api.season.assignee', 'Give a task to a member who may plan stays.'),
} as const;

const ListSchema = z.enum(SEASON_LISTS, { error: seasonListMessages.noList });
export const SeasonListParamsSchema = z.object({ list: ListSchema });
export const SeasonRunParamsSchema = idParamsSchema(seasonListMessages.none);
export const SeasonTaskParamsSchema = SeasonRunParamsSchema.extend({
  item: idParamsSchema(seasonListMessages.noTask).shape.id,
});

/** `PUT /api/admin/seasons/:list`: the list as the admins left it. */
export const SeasonListInputSchema = z.object({
  items: z
    .array(
      z.object({
        id: idSchema(seasonListMessages.unknownItem).optional(),
        text: z
          .string({ error: seasonListMessages.itemText })
          .trim()
          .min(1, seasonListMessages.itemText)
          .max(SEASON_TEXT_MAX, seasonListMessages.itemText),
      }),
      { error: seasonListMessages.tooMany },
    )
    .max(SEASON_ITEMS_MAX, seasonListMessages.tooMany),
});
export type SeasonListInput = z.input<typeof SeasonListInputSchema>;

/** `POST /api/admin/seasons/:list/run`: this year's run, with who does which task. */
export const SeasonRunInputSchema = z.object({
  tasks: z
    .array(
      z.object({
        item_id: idSchema(seasonListMessages.unknownItem),
        user_id: idSchema(seasonListMessages.assignee).nullable(),
      }),
      { error: seasonListMessages.unknownItem },
    )
    .max(SEASON_ITEMS_MAX, seasonListMessages.tooMany)
    .default([]),
});
export type SeasonRunInput = z.input<typeof SeasonRunInputSchema>;

/** `PUT /api/admin/season-runs/:id/tasks/:item/assignee`: who does a task (null: anyone). */
export const AssigneeInputSchema = z.object({
  user_id: idSchema(seasonListMessages.assignee).nullable(),
});

/** `PUT /api/season-runs/:id/tasks/:item`: a task ticked or unticked, when it was done. */
export const SeasonTickInputSchema = z.object({
  done: z.boolean(),
  made_at: z.iso.datetime({ offset: true, error: houseMessages.madeAt }).optional(),
});
export type SeasonTickInput = z.input<typeof SeasonTickInputSchema>;

const PersonSchema = z.object({ user_id: z.number(), name: z.string() });

export const SeasonRunSchema = z.object({
  id: z.number(),
  list: z.enum(SEASON_LISTS),
  year: z.number(),
  tasks: z.array(
    z.object({
      item_id: z.number(),
      text: z.string(),
      assignee: PersonSchema.nullable(),
      /** Who ticked it and when (ISO 8601). */
      ticked: z.object({ name: z.string(), at: z.string() }).nullable(),
      /** Whether the reader may tick it: its assignee, anyone when unassigned, the admins. */
      can_tick: z.boolean(),
    }),
  ),
});
export type SeasonRun = z.infer<typeof SeasonRunSchema>;

const ItemsSchema = z.array(z.object({ id: z.number(), text: z.string() }));

/** `GET /api/seasons`: both lists, this year, and every run, the latest first. */
export const SeasonsSchema = z.object({
  lists: z.object({ opening: ItemsSchema, closing: ItemsSchema }),
  year: z.number(),
  runs: z.array(SeasonRunSchema),
});
export type Seasons = z.infer<typeof SeasonsSchema>;

export const SeasonRunResponseSchema = z.object({ run: SeasonRunSchema });
