import { z } from '../zod.js';

/** `GET /api/admin/summary`: what waits for the admins, as the hub counts it. */
export const AdminSummarySchema = z.object({
  /** Stay requests waiting for a decision (pending options of plans still valid). */
  waiting_requests: z.number(),
  /** Donations waiting to be verified. */
  pending_donations: z.number(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;
