import { OPTION_STATUSES } from '../rules/statuses.js';
import { z } from '../zod.js';
import { SaidValuesSchema } from './said.js';

/** One status change of a stay option (DECISIONS §16): who, when, from what to what, and why. */
export const HistoryEntrySchema = z.object({
  id: z.number(),
  /** The option, while it exists (a removed draft's history stays without it). */
  option_id: z.number().nullable(),
  /** When, ISO 8601. */
  at: z.string(),
  /** Who made the change (full name); null: the app itself (a validity that passed). */
  actor: z.string().nullable(),
  /** Whose stay it is (full name). */
  member: z.string(),
  /** The stay's dates, YYYY/MM/DD, as they were at the change. */
  from: z.string(),
  to: z.string(),
  /** null: the option was made with `to_status`. */
  from_status: z.enum(OPTION_STATUSES).nullable(),
  to_status: z.enum(OPTION_STATUSES),
  reason: z.string().nullable(),
  /** The house's reason by code, and its values (DECISIONS §17); absent for an admin's words. */
  reason_code: z.string().optional(),
  reason_params: SaidValuesSchema.optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** `GET /api/stay-options/{id}/history`: an option's changes, oldest first. */
export const OptionHistorySchema = z.object({ history: z.array(HistoryEntrySchema) });
export type OptionHistory = z.infer<typeof OptionHistorySchema>;

/** `GET /api/admin/decisions?member=&year=&page=`: what to show. */
export const DecisionsQuerySchema = z.object({
  member: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type DecisionsQuery = z.input<typeof DecisionsQuerySchema>;

/** The decisions list (DECISIONS §16): every status change, newest first, a page at a time. */
export const DecisionsSchema = z.object({
  entries: z.array(HistoryEntrySchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
  /** Whose options have a history, to filter by. */
  members: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The years with changes, newest first. */
  years: z.array(z.number()),
});
export type Decisions = z.infer<typeof DecisionsSchema>;
