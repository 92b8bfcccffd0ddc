import { msg } from '../i18n/said.js';
import { fromWireDate, isWireDate } from '../rules/dates.js';
import { PLAN_STATES } from '../rules/plans.js';
import { OPTION_STATUSES } from '../rules/statuses.js';
import { z } from '../zod.js';
import { FeeSettingsSchema, PartySchema, PaymentSummarySchema } from './fees.js';
import { idParamsSchema, idSchema } from './fields.js';
import { SaidValuesSchema } from './said.js';
import { OPTION_NOTE_MAX, PLAN_OPTIONS_MAX, PLAN_TITLE_MAX } from '../limits.js';

export const stayMessages = {
  date: msg('api.stay.date', 'Dates are written YYYY/MM/DD.'),
  order: msg('api.stay.order', 'A stay cannot end before it starts.'),
  title: msg('api.stay.title', 'Please give the plan a title.'),
  reason: msg('api.stay.reason', 'Decline reason is required'),
  horizon: msg('api.stay.horizonDate', 'Please choose a date as YYYY-MM-DD.'),
  noPlan: msg('api.stay.noPlan', 'No such plan.'),
  noOption: msg('api.stay.noOption', 'No such stay option.'),
  noBooking: msg('api.stay.noBooking', 'No such stay.'),
  cancelFromPlan: msg(
    'api.stay.cancelFromPlan',
    'This stay came from a plan: cancel it there, on Plan Your Visit.',
  ),
  unknownOption: msg('api.stay.unknownOption', 'That option is not part of this plan.'),
  notEndable: msg('api.stay.notEndable', 'This stay is over or has ended already.'),
};

/** `{id}` of a plan's address. */
export const PlanParamsSchema = idParamsSchema(stayMessages.noPlan);
/** `{id}` of an option's address. */
export const OptionParamsSchema = idParamsSchema(stayMessages.noOption);

/** How the API's document writes a date on the wire. */
export const WIRE_DATE_PATTERN = '^\\d{4}/\\d{2}/\\d{2}$';

/** A date on the wire, `YYYY/MM/DD` (DECISIONS §12). */
export const WireDateSchema = z
  .string({ error: stayMessages.date })
  .refine(isWireDate, stayMessages.date)
  // Said in the API's document too, where the hostile-input test finds every date field by it.
  .meta({ pattern: WIRE_DATE_PATTERN });

/**
 * What the viewer may do with an option (the plan view: `OWNER_ABILITIES` by status and plan
 * state for the owner, `ADMIN_ABILITIES` for admins).
 */
export const OptionAbilitiesSchema = z.object({
  reorder: z.boolean(),
  edit: z.boolean(),
  remove: z.boolean(),
  /** Cancel the approved stay (DECISIONS §14). */
  cancel: z.boolean(),
  /** Decline it: an admin, on a request or a booked stay (DECISIONS §9, §14). */
  decline: z.boolean(),
  /** Open its history (DECISIONS §16). */
  history: z.boolean(),
});

/** One option of a plan, as the server sends it (SPEC §3). */
export const StayOptionSchema = z.object({
  id: z.number(),
  plan_id: z.number(),
  /** Arrival day, YYYY/MM/DD. */
  from: z.string(),
  /** Departure day, YYYY/MM/DD. */
  to: z.string(),
  status: z.enum(OPTION_STATUSES),
  /** The owner's rank: 1 is their first choice. */
  user_priority: z.number(),
  /** The same as `user_priority` (SPEC §3). */
  priority: z.number(),
  /** The owner's own note; sent only to the owner and to admins. */
  note: z.string().optional(),
  /** Why it was declined; sent only to the owner (and admins). */
  rejection_reason: z.string().nullable(),
  /**
   * The house's reason by code, and its values (DECISIONS §17), for a reader of another language:
   * sent with `rejection_reason` when the house declined it, absent for an admin's own words.
   */
  rejection_code: z.string().optional(),
  rejection_params: SaidValuesSchema.optional(),
  /** Whose stay it is (display name). */
  current_user: z.string(),
  /** The plan's expiry, YYYY/MM/DD. */
  expiry_date: z.string(),
  /**
   * What the viewer may do with it: sent with the viewer's own options; for another's, the plans
   * view sends it once by status (`others_can`).
   */
  can: OptionAbilitiesSchema.optional(),
  /**
   * The booking an approved stay is (DECISIONS §17): sent to its owner, and to admins, who may end
   * it (§22).
   */
  booking_id: z.number().optional(),
  /** Who comes (DECISIONS §21): sent to the owner and to admins. */
  party: PartySchema.optional(),
  /** What the owner's booked stay costs and where its payment stands: sent to its owner only. */
  payment: PaymentSummarySchema.optional(),
});
export type StayOption = z.infer<typeof StayOptionSchema>;

/** A plan with its options (SPEC §3). */
export const StayPlanSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** YYYY/MM/DD; the plan is read-only from this day on. */
  expiry_date: z.string(),
  /** The owner's display name. */
  current_user: z.string(),
  /** Who invited the owner. */
  endorser_user: z.string().nullable(),
  user_id: z.number(),
  /** Whether the plan is the caller's own. */
  own: z.boolean(),
  /** Where it stands: editable, expired (read-only) or decided (a stay is approved). */
  state: z.enum(PLAN_STATES),
  /** What the viewer may do with the plan: change it (add, retitle, revalidate, submit), remove it. */
  can: z.object({ edit: z.boolean(), remove: z.boolean() }),
  options: z.array(StayOptionSchema),
});
export type StayPlan = z.infer<typeof StayPlanSchema>;

/**
 * A stay the house gave a member other than through a plan of theirs (a booking made from no
 * option of theirs): a high-season round's block (DECISIONS §18), or a stay swapped or given to
 * them by another member (§19).
 */
export const GivenStaySchema = z.object({
  /** The booking's id. */
  id: z.number(),
  user_id: z.number(),
  /** Whose stay it is (display name). */
  current_user: z.string(),
  /** Whether the stay is the caller's own. */
  own: z.boolean(),
  /** Arrival and departure days, YYYY/MM/DD. */
  from: z.string(),
  to: z.string(),
  /** Where it came from. */
  source: z.enum(['round', 'swap']),
  /** A round's stay: the round and its name ("Summer 2027"), and the block's ("Midsummer week"). */
  round_id: z.number().nullable(),
  round: z.string().nullable(),
  block: z.string().nullable(),
  /** What the caller's own stay costs and where its payment stands (DECISIONS §21). */
  payment: PaymentSummarySchema.optional(),
  /** What the viewer may do with it: an admin may end it until its departure day (DECISIONS §22). */
  can: z.object({ end: z.boolean() }),
});
export type GivenStay = z.infer<typeof GivenStaySchema>;

/** `GET /api/stay-plans`: the caller's plans in full and what they may see of others'. */
export const StayPlansResponseSchema = z.object({
  stay_plans: z.array(StayPlanSchema),
  /**
   * What the viewer may do with an option of another's plan, by its status (an admin declines
   * and reads history, DECISIONS §9, §16; a member nothing): once here, not with each option.
   */
  others_can: z.record(z.enum(OPTION_STATUSES), OptionAbilitiesSchema),
  /** The stays given other than through a plan (rounds, swaps), held now: seen as approved ones are. */
  given_stays: z.array(GivenStaySchema),
  /** The planning horizon (YYYY-MM-DD), or null when none is set. */
  horizon_date: z.string().nullable(),
  /** The longest stay in nights (DECISIONS §14). */
  max_stay_nights: z.number(),
  /** What a stay costs and the beds (DECISIONS §21): the estimate before a plan is submitted. */
  fee: FeeSettingsSchema,
  beds: z.number(),
});
export type StayPlansResponse = z.infer<typeof StayPlansResponseSchema>;

/** One option as the owner saves it; a new one has no id or a temporary 'temp-…' one. */
export const StayOptionInputSchema = z
  .object({
    id: z.union([idSchema(stayMessages.unknownOption), z.string().max(64)]).optional(),
    from: WireDateSchema,
    to: WireDateSchema,
    /** planning, or pending to submit it; decided options keep what the server has. */
    status: z.enum(OPTION_STATUSES).optional(),
    user_priority: z.number().int().min(1).max(PLAN_OPTIONS_MAX).optional(),
    /** Alias of `user_priority` (DECISIONS §12). */
    priority: z.number().int().min(1).max(PLAN_OPTIONS_MAX).optional(),
    note: z
      .string()
      .max(
        OPTION_NOTE_MAX,
        msg('api.stay.noteLong', `A note is at most ${OPTION_NOTE_MAX} characters.`, {
          max: OPTION_NOTE_MAX,
        }),
      )
      .nullish()
      .transform((note) => note ?? ''),
    /** Who comes (DECISIONS §21); absent: one adult, or what a kept option said. */
    party: PartySchema.optional(),
  })
  .refine((option) => fromWireDate(option.from) <= fromWireDate(option.to), {
    message: stayMessages.order,
    path: ['to'],
  });
export type StayOptionInput = z.input<typeof StayOptionInputSchema>;

/** `POST /api/stay-plans` and `PUT /api/stay-plans/{id}` (SPEC §7). */
export const StayPlanInputSchema = z.object({
  title: z
    .string({ error: stayMessages.title })
    .trim()
    .min(1, stayMessages.title)
    .max(
      PLAN_TITLE_MAX,
      msg('api.stay.titleLong', `A title is at most ${PLAN_TITLE_MAX} characters.`, {
        max: PLAN_TITLE_MAX,
      }),
    ),
  expiry_date: WireDateSchema,
  options: z
    .array(StayOptionInputSchema)
    .max(
      PLAN_OPTIONS_MAX,
      msg('api.stay.tooManyOptions', `A plan holds at most ${PLAN_OPTIONS_MAX} options.`, {
        max: PLAN_OPTIONS_MAX,
      }),
    )
    .default([]),
});
export type StayPlanInput = z.input<typeof StayPlanInputSchema>;

/** What saving a plan returns: the plan as stored, and a note when the expiry was moved. */
export const StayPlanResponseSchema = z.object({
  stay_plan: StayPlanSchema,
  /** Why the expiry was moved, in English; `code` and `params` say it in any language. */
  message: z.string().optional(),
  code: z.string().optional(),
  params: SaidValuesSchema.optional(),
});
export type StayPlanResponse = z.infer<typeof StayPlanResponseSchema>;
