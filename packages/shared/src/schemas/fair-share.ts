import { msg } from '../i18n/said.js';
import { FIRST_YEAR, LAST_YEAR } from '../rules/dates.js';
import { z } from '../zod.js';

/** What a settings form says of a high-season period it cannot take (DECISIONS §16). */
export const seasonMessages = {
  name: msg('api.season.name', 'Give the period a name.'),
  day: msg('api.season.day', 'Write the day as month and day, e.g. 07-01.'),
  leapDay: msg(
    'api.season.leapDay',
    '29 February is not in every year; choose 28 February or 1 March.',
  ),
  week: msg('api.season.weeks', 'Weeks run from 1 to 52.'),
  weekOrder: msg('api.season.weekOrder', 'The first week must not come after the last.'),
  tooMany: msg('api.season.periods', 'At most 12 periods.'),
} as const;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day of every year, `MM-DD`: 29 February is refused (it is not in every year). */
const monthDay = z
  .string({ error: seasonMessages.day })
  .trim()
  .regex(/^\d{2}-\d{2}$/, seasonMessages.day)
  .refine((value) => value !== '02-29', seasonMessages.leapDay)
  .refine((value) => {
    const month = Number(value.slice(0, 2));
    const day = Number(value.slice(3));
    if (month === 2 && day === 29) return true; // answered by the leap-day message
    return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]!;
  }, seasonMessages.day);

const week = z
  .number({ error: seasonMessages.week })
  .int(seasonMessages.week)
  .min(1, seasonMessages.week)
  .max(52, seasonMessages.week);

const periodName = z
  .string({ error: seasonMessages.name })
  .trim()
  .min(1, seasonMessages.name)
  .max(60, msg('api.field.tooLong', 'At most 60 characters', { max: 60 }));

/** One high-season period: fixed dates (may run over New Year), Midsummer week, or ISO weeks. */
export const SeasonPeriodSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dates'), name: periodName, from: monthDay, to: monthDay }),
  z.object({ kind: z.literal('midsummer'), name: periodName }),
  z
    .object({ kind: z.literal('weeks'), name: periodName, from: week, to: week })
    .refine((period) => period.from <= period.to, {
      message: seasonMessages.weekOrder,
      path: ['to'],
    }),
]);

/** `GET` and `PUT /api/admin/high-season`: the house's high-season periods. */
export const HighSeasonSchema = z.object({
  periods: z.array(SeasonPeriodSchema).max(12, seasonMessages.tooMany),
});
export type HighSeason = z.infer<typeof HighSeasonSchema>;

/** A member's share of the house in one calendar year (DECISIONS §16). */
export const FairShareSchema = z.object({
  year: z.number(),
  nights: z.number(),
  high_season_nights: z.number(),
  declined: z.number(),
  cancelled: z.number(),
});

/** `GET /api/fair-share`: the caller's own share this year. */
export const OwnFairShareSchema = z.object({ share: FairShareSchema });
export type OwnFairShare = z.infer<typeof OwnFairShareSchema>;

/** `GET /api/admin/fair-share?year=`: which year (this one without it). */
export const FairShareQuerySchema = z.object({
  year: z.coerce
    .number({ error: msg('api.season.year', 'Choose a year.') })
    .int(msg('api.season.year', 'Choose a year.'))
    .min(FIRST_YEAR, msg('api.season.year', 'Choose a year.'))
    .max(LAST_YEAR, msg('api.season.year', 'Choose a year.'))
    .optional(),
});

/** `GET /api/admin/fair-share`: every member who can book or had anything counted that year. */
export const FairShareTableSchema = z.object({
  year: z.number(),
  /** The years the table offers: this one and the one before. */
  years: z.array(z.number()),
  rows: z.array(
    FairShareSchema.extend({
      user_id: z.number(),
      name: z.string(),
      /** The work days they came to that year, up to today (DECISIONS §24). */
      work_days: z.number(),
    }),
  ),
});
export type FairShareTable = z.infer<typeof FairShareTableSchema>;
