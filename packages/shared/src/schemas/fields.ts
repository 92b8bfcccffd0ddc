import { z } from '../zod.js';

/** An optional text of at most `max` characters, trimmed; empty or missing is `null`. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
