import { z } from '../zod.js';

/** `GET /api/admin/summary`: what waits for the admins, as the hub counts it. */
export const AdminSummarySchema = z.object({
  /** Stay requests waiting for a decision (pending options of plans still valid). */
  waiting_requests: z.number(),
  /** Swaps in high season both members accepted, waiting for an admin (DECISIONS §19). */
  swaps_to_approve: z.number(),
  /** Donations waiting to be verified. */
  pending_donations: z.number(),
  /** Mails the app gave up sending after its retries. */
  failed_mails: z.number(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** A mail the app gave up on after its retries (the outbox). */
export const FailedMailSchema = z.object({
  id: z.number(),
  to: z.array(z.string()),
  subject: z.string(),
  /** The mail server's last answer. */
  error: z.string().nullable(),
  attempts: z.number(),
  /** When it was given up on, ISO 8601. */
  failed_at: z.string().nullable(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

/** `GET /api/admin/failed-mails`: the newest 100. */
export const FailedMailsSchema = z.object({ mails: z.array(FailedMailSchema) });
export type FailedMails = z.infer<typeof FailedMailsSchema>;

/** What the outbox calls answer: what happened, and the failed mails left. */
export const SendAgainResponseSchema = z.object({
  message: z.string(),
  mails: z.array(FailedMailSchema),
});
export type SendAgainResponse = z.infer<typeof SendAgainResponseSchema>;
