import { msg } from '../i18n/said.js';
import type { withPendingPlans } from '../rules/approvals.js';
import { z } from '../zod.js';
import { FairShareSchema } from './fair-share.js';
import { PartySchema } from './fees.js';
import { idSchema } from './fields.js';
import { stayMessages } from './stays.js';

/** The admins' approvals on the wire (SPEC §7): pending options, approving, declining. */

/**
 * A plan with a pending option in the approval panel (SPEC §3), with its owner and what the panel
 * shows of them: sent once a plan, however many of its options wait (the approvals view:
 * `pendingApprovalsView`).
 */
export const PendingPlanSchema = z.object({
  id: z.number(),
  title: z.string(),
  current_user: z.string(),
  endorser_user: z.string().nullable(),
  /** The owner: their fair share is in the view's `fair_shares`. */
  user_id: z.number(),
  /** The plan's expiry, YYYY/MM/DD. */
  expiry_date: z.string(),
  /** The plan's validity ends within the warning window (SPEC §9: 14 days). */
  expires_soon: z.boolean(),
  /** The owner's invite chain priority, 1 first (DECISIONS §4). */
  chain_priority: z.number(),
  /** Its label, e.g. "2 Trusted (Admin Invited)" (SPEC §6). */
  chain_label: z.string(),
});
export type PendingPlan = z.infer<typeof PendingPlanSchema>;

/**
 * A pending option in the approval panel, with who it is for (SPEC §3); the rest of its plan is
 * the view's `plans` entry of `plan_id`.
 */
export const PendingOptionSchema = z.object({
  id: z.number(),
  plan_id: z.number(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
  user_priority: z.number(),
  submitted_at: z.string().nullable(),
  plan: z.object({ current_user: z.string(), endorser_user: z.string().nullable() }),
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
  /** Each plan with an option here, once (its options name it by `plan_id`). */
  plans: z.array(PendingPlanSchema),
});
export type PendingApprovals = z.infer<typeof PendingApprovalsSchema>;

/** The approvals view with each option's whole plan beside it, as the panel draws it. */
export type PendingPanel = ReturnType<typeof withPendingPlans<PendingApprovals>>;

/** A pending option with its plan, as the approval panel draws it (`withPendingPlans`). */
export type PendingOptionWithPlan = PendingPanel['non_conflicted_options'][number];

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
