import { z } from '../zod.js';

/** The body of every failed call (DECISIONS §10): `error` and `message` carry the same text. */
export const ErrorBodySchema = z.object({
  /** Human-readable reason. */
  error: z.string(),
  /** The same text as `error`; clients read one or the other. */
  message: z.string(),
  /** For a check whose schema has no message for people: the field that failed it. */
  field: z.string().optional(),
});
