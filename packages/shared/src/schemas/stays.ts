import { msg } from '../i18n/said.js';
import { fromWireDate, isCalendarDate, isWireDate } from '../rules/dates.js';
import { PLAN_STATES } from '../rules/plans.js';
import { OPTION_STATUSES } from '../rules/statuses.js';
import { z } from '../zod.js';
import { LONGEST_STAY_LIMIT } from '../constants.js';
import { FairShareSchema } from './fair-share.js';
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
  /** What the viewer may do with it: sent with the viewer's own options, and to admins. */
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

/**
 * A pending option in the approval panel (SPEC §3), with its plan and owner, and what the panel
 * shows of them (the approvals view: `pendingApprovalsView`).
 */
export const PendingOptionSchema = z.object({
  id: z.number(),
  plan_id: z.number(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
  user_priority: z.number(),
  submitted_at: z.string().nullable(),
  /** The plan's expiry, YYYY/MM/DD. */
  expiry_date: z.string(),
  /** The owner's invite chain priority, 1 first (DECISIONS §4). */
  chain_priority: z.number(),
  /** Its label, e.g. "2 Trusted (Admin Invited)" (SPEC §6). */
  chain_label: z.string(),
  /** The plan's validity ends within the warning window (SPEC §9: 14 days). */
  expires_soon: z.boolean(),
  plan: z.object({
    title: z.string(),
    current_user: z.string(),
    endorser_user: z.string().nullable(),
  }),
  /** The owner: their fair share is in the view's `fair_shares`. */
  user_id: z.number(),
  /**
   * The owner had no high-season night this year or last while another member in the option's
   * conflict group had.
   */
  no_high_season: z.boolean(),
  /** A request made by claiming freed dates from the waitlist (DECISIONS §19). */
  from_waitlist: z.boolean(),
  /** Who comes (DECISIONS §21). */
  party: PartySchema,
});
export type PendingOption = z.infer<typeof PendingOptionSchema>;

/** `GET /api/admin/pending-approvals` (SPEC §3, DECISIONS §9). */
export const PendingApprovalsSchema = z.object({
  total_filtered: z.number(),
  total_conflicts: z.number(),
  non_conflicted_options: z.array(PendingOptionSchema),
  conflicts: z.array(z.array(PendingOptionSchema)),
  /** The options batch approval starts with chosen (SPEC §2). */
  preselected: z.array(z.number()),
  /** This year's fair share of each member with a request here (DECISIONS §16). */
  fair_shares: z.array(FairShareSchema.extend({ user_id: z.number() })),
});
export type PendingApprovals = z.infer<typeof PendingApprovalsSchema>;

/** What an approval declined on its own (SPEC §4). */
export const AutoRejectedSchema = z.object({
  total_auto_rejected: z.number(),
  auto_rejected_conflicts: z.number(),
  auto_rejected_same_plan: z.number(),
});

/** `POST /api/admin/approve-option/{id}`: the counts, and the approval panel after it. */
export const ApproveResponseSchema = AutoRejectedSchema.extend({
  message: z.string(),
  pending: PendingApprovalsSchema,
});
export type ApproveResponse = z.infer<typeof ApproveResponseSchema>;

/** `POST /api/admin/reject-option/{id}`: what it did, and the approval panel after it. */
export const RejectResponseSchema = z.object({
  message: z.string(),
  pending: PendingApprovalsSchema,
});
export type RejectResponse = z.infer<typeof RejectResponseSchema>;

/** `POST /api/admin/reject-option/{id}`. */
export const RejectRequestSchema = z.object({
  reason: z.string({ error: stayMessages.reason }).trim().min(1, stayMessages.reason).max(500),
});

/** `POST /api/admin/bulk-approve`. */
export const BulkApproveRequestSchema = z.object({
  option_ids: z
    .array(idSchema(msg('api.stay.chooseOptions', 'Choose the options to approve.')), {
      error: msg('api.stay.chooseOptions', 'Choose the options to approve.'),
    })
    .min(1, msg('api.stay.chooseOptions', 'Choose the options to approve.'))
    .max(1000),
});
export const BulkApproveResponseSchema = AutoRejectedSchema.extend({
  approved_count: z.number(),
  /**
   * Chosen options neither approved nor declined by this call (taken or decided meanwhile): one
   * declined by an earlier approval of the same call counts as declined, never twice.
   */
  skipped_count: z.number(),
  /** Whose requests the approvals declined (display names, each once, by name). */
  declined_members: z.array(z.string()),
  message: z.string(),
  /** The approval panel after it. */
  pending: PendingApprovalsSchema,
});
export type BulkApproveResponse = z.infer<typeof BulkApproveResponseSchema>;

/** One booked stay in the list of who is at the house when. */
export const UpcomingStaySchema = z.object({
  id: z.number(),
  /** Arrival day, YYYY/MM/DD. */
  from: z.string(),
  /** Departure day, YYYY/MM/DD. */
  to: z.string(),
  /** Whose stay it is (full name). */
  name: z.string(),
  /** The caller's own stay. */
  own: z.boolean(),
  /** What the caller may do from here: open its checklists, pay what is due (DECISIONS §21). */
  can: z.object({ checklists: z.boolean(), pay: z.boolean() }),
});
export type UpcomingStay = z.infer<typeof UpcomingStaySchema>;

/** `GET /api/stays/upcoming`: booked stays of the next six months the caller may see. */
export const UpcomingStaysSchema = z.object({ stays: z.array(UpcomingStaySchema) });
export type UpcomingStays = z.infer<typeof UpcomingStaysSchema>;

/** `GET` and `PUT /api/admin/planning-horizon`: YYYY-MM-DD, or null for none. */
export const PlanningHorizonSchema = z.object({
  horizon_date: z
    .string({ error: stayMessages.horizon })
    .refine(isCalendarDate, stayMessages.horizon)
    .meta({ format: 'date' })
    .nullable(),
});
export type PlanningHorizon = z.infer<typeof PlanningHorizonSchema>;

/** `GET /api/clock`: the time the app runs on (DECISIONS §1); the browser takes "today" from it. */
export const ClockSchema = z.object({
  now: z.string(),
  /** YYYY-MM-DD in the house's time zone. */
  today: z.string(),
  time_zone: z.string(),
});
export type Clock = z.infer<typeof ClockSchema>;

/** `GET` and `POST /api/calendar-feed`: the member's calendar feed address (DECISIONS §16). */
export const CalendarFeedSchema = z.object({
  /** The address to subscribe to. */
  url: z.string(),
  /** The same for calendar apps that open `webcal:` links. */
  webcal_url: z.string(),
  message: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** `{feed}` of a calendar feed's address: `<member>.<secret>.ics`. */
export const CalendarFeedParamsSchema = z.object({
  feed: z.string().max(100, msg('api.stay.noCalendar', 'No such calendar.')),
});

/** `GET` and `PUT /api/admin/longest-stay`: the longest stay in nights (DECISIONS §14). */
/** The longest stay's bounds, said by code (DECISIONS §17). */
const LONGEST_STAY_MESSAGE = msg(
  'api.stay.longestStay',
  `The longest stay is 1 to ${LONGEST_STAY_LIMIT} nights.`,
  { max: LONGEST_STAY_LIMIT },
);

export const LongestStaySchema = z.object({
  max_stay_nights: z
    .number({ error: LONGEST_STAY_MESSAGE })
    .int(LONGEST_STAY_MESSAGE)
    .min(1, LONGEST_STAY_MESSAGE)
    .max(LONGEST_STAY_LIMIT, LONGEST_STAY_MESSAGE),
});
export type LongestStay = z.infer<typeof LongestStaySchema>;

/** `{id}` of a booking's address. */
export const BookingParamsSchema = idParamsSchema(stayMessages.noBooking);

/** `POST /api/bookings/:id/cancel`: what the member is told. */
export const BookingCancelledSchema = z.object({ message: z.string() });
