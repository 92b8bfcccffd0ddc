import { msg } from '../i18n/said.js';
import { CHORE_FREQS, CHORE_INTERVAL_MAX, CHORE_MEMBERS_MAX } from '../rules/chores.js';
import { WORK_TITLE_MAX } from '../rules/work-days.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema } from './fields.js';
import { WireDateSchema } from './stays.js';

/** What the chores' calls say (DECISIONS §24). */
export const choreMessages = {
  title: msg('api.chore.title', `Give the chore a title of at most ${WORK_TITLE_MAX} characters.`, {
    max: WORK_TITLE_MAX,
  }),
  freq: msg('api.chore.freq', 'Choose every week, month or year.'),
  interval: msg('api.chore.interval', `Choose every 1 to ${CHORE_INTERVAL_MAX} of them.`, {
    max: CHORE_INTERVAL_MAX,
  }),
  months: msg('api.chore.months', 'Months are numbered 1 to 12.'),
  members: msg(
    'api.chore.members',
    `Choose from 1 to ${CHORE_MEMBERS_MAX} members to take turns, each once.`,
    { max: CHORE_MEMBERS_MAX },
  ),
  noMember: msg('api.chore.noMember', 'Turns go only to members who plan stays.'),
  none: msg('api.chore.none', 'No such chore.'),
  noOccurrence: msg('api.chore.noOccurrence', 'No such turn of a chore.'),
  notYours: msg(
    'api.chore.notYours',
    'Only the one whose turn it is marks it done or passes it on.',
  ),
  done: msg('api.chore.done', 'This turn is done already.'),
  nobodyLeft: msg('api.chore.nobodyLeft', 'Nobody is left to pass it on to.'),
} as const;

/** `POST /api/admin/chores`: a chore, how often it comes from its first day, and who takes turns. */
export const ChoreInputSchema = z.object({
  title: z
    .string({ error: choreMessages.title })
    .trim()
    .min(1, choreMessages.title)
    .max(WORK_TITLE_MAX, choreMessages.title),
  freq: z.enum(CHORE_FREQS, { error: choreMessages.freq }),
  interval: z
    .number({ error: choreMessages.interval })
    .int(choreMessages.interval)
    .min(1, choreMessages.interval)
    .max(CHORE_INTERVAL_MAX, choreMessages.interval),
  /** 1–12; empty: every month. */
  months: z
    .array(
      z
        .number({ error: choreMessages.months })
        .int(choreMessages.months)
        .min(1, choreMessages.months)
        .max(12, choreMessages.months),
      { error: choreMessages.months },
    )
    .max(12, choreMessages.months)
    .default([]),
  /** The first day it may come, YYYY/MM/DD. */
  starts: WireDateSchema,
  /** Who takes turns, in order. */
  members: z
    .array(idSchema(choreMessages.members), { error: choreMessages.members })
    .min(1, choreMessages.members)
    .max(CHORE_MEMBERS_MAX, choreMessages.members)
    .refine((ids) => new Set(ids).size === ids.length, choreMessages.members),
});
export type ChoreInput = z.input<typeof ChoreInputSchema>;

export const ChoreParamsSchema = idParamsSchema(choreMessages.none);
export const OccurrenceParamsSchema = idParamsSchema(choreMessages.noOccurrence);

const Person = z.object({ user_id: z.number(), name: z.string() });

/** A chore as a member sees it: its rule, who takes turns, and its turns to come. */
export const ChoreSchema = z.object({
  id: z.number(),
  title: z.string(),
  rule: z.object({
    freq: z.enum(CHORE_FREQS),
    interval: z.number(),
    months: z.array(z.number()),
  }),
  /** YYYY/MM/DD. */
  starts: z.string(),
  members: z.array(Person),
  occurrences: z.array(
    z.object({
      id: z.number(),
      /** YYYY/MM/DD. */
      day: z.string(),
      doer: Person,
      /** Whose turn it was, when another does it (passed on, or a turn repaid). */
      for: Person.nullable(),
      done: z.boolean(),
      mine: z.boolean(),
      can: z.object({ done: z.boolean(), pass: z.boolean() }),
    }),
  ),
  can: z.object({ end: z.boolean() }),
});
export type Chore = z.infer<typeof ChoreSchema>;

/** `GET /api/chores`: the chores, each with its turns from today for the next 60 days. */
export const ChoresSchema = z.object({ chores: z.array(ChoreSchema) });
export type Chores = z.infer<typeof ChoresSchema>;

export const ChoreResponseSchema = z.object({ chore: ChoreSchema });
export type ChoreResponse = z.infer<typeof ChoreResponseSchema>;
