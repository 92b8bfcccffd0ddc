import { z } from '../zod.js';
import { SaidValuesSchema } from './said.js';

/** The body of every failed call (DECISIONS §10): `error` and `message` carry the same text. */
export const ErrorBodySchema = z.object({
  /** Human-readable reason. */
  error: z.string(),
  /** The same text as `error`; clients read one or the other. */
  message: z.string(),
  /** For a check whose schema has no message for people: the field that failed it. */
  field: z.string().optional(),
  /**
   * The message's code in the catalogue of the server's messages (decision 0021), for an app to
   * say it in its reader's language; absent for a message outside it.
   */
  code: z.string().optional(),
  /** The message's values: names, numbers, and calendar dates under names ending in `Day`. */
  params: SaidValuesSchema.optional(),
});
