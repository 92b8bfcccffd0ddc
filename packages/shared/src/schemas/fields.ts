import { msg } from '../i18n/said.js';
import { z } from '../zod.js';
import { MAX_ID } from '../limits.js';

/** An optional text of at most `max` characters, trimmed; empty or missing is `null`. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg('api.field.tooLong', `At most ${max} characters`, { max }))
    .nullish()
    .transform((value) => value || null);

/** A record's id in a body: a whole number from 1 to MAX_ID; `message` for anything else. */
export const idSchema = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** The `{id}` of a path, read from its text; `message` (the record's "no such …") otherwise. */
export const idParamsSchema = (message: string) =>
  z.object({
    id: z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message),
  });
