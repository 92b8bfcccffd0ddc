import { z } from '../zod.js';

/** A message's values on the wire: names and numbers, calendar dates under names ending in `Day`. */
export const SaidValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
