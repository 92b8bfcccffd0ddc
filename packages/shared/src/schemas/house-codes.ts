import { msg } from '../i18n/said.js';
import { HOUSE_CODE_KINDS } from '../rules/house.js';
import { z } from '../zod.js';
import {
  HOUSE_CODES_MAX,
  HOUSE_CODE_LABEL_MAX,
  HOUSE_CODE_NOTE_MAX,
  HOUSE_CODE_VALUE_MAX,
} from '../limits.js';

/** The house's codes on the wire (DECISIONS §20): kept by admins, shown from the codes window. */

/** What the house code calls say of what they cannot take (DECISIONS §20). */
export const houseCodeMessages = {
  kind: msg('api.code.kind', 'Choose what kind of code it is: door, alarm, Wi-Fi or other.'),
  label: msg('api.code.label', 'Give the code a name, such as "Front door".'),
  labelLong: msg(
    'api.code.labelLong',
    `A code's name is at most ${HOUSE_CODE_LABEL_MAX} characters.`,
    {
      max: HOUSE_CODE_LABEL_MAX,
    },
  ),
  value: msg('api.code.value', 'Write the code itself.'),
  valueLong: msg('api.code.valueLong', `A code is at most ${HOUSE_CODE_VALUE_MAX} characters.`, {
    max: HOUSE_CODE_VALUE_MAX,
  }),
  noteLong: msg(
    'api.code.noteLong',
    `A code's note is at most ${HOUSE_CODE_NOTE_MAX} characters.`,
    {
      max: HOUSE_CODE_NOTE_MAX,
    },
  ),
  tooMany: msg('api.code.tooMany', `The house keeps at most ${HOUSE_CODES_MAX} codes.`, {
    max: HOUSE_CODES_MAX,
  }),
  sameName: msg('api.code.sameName', 'Two codes cannot have the same name.'),
  unknown: msg('api.code.unknown', 'One of the codes no longer exists: load the codes again.'),
} as const;

/** A code as the house keeps it. */
export const HouseCodeSchema = z.object({
  id: z.number(),
  kind: z.enum(HOUSE_CODE_KINDS),
  label: z.string(),
  value: z.string(),
  note: z.string(),
});
export type HouseCode = z.infer<typeof HouseCodeSchema>;

const CodeInputSchema = z.object({
  /** A kept code's id; none for a new one. */
  id: z.number().int().positive().max(2_147_483_647).optional(),
  kind: z.enum(HOUSE_CODE_KINDS, { error: houseCodeMessages.kind }),
  label: z
    .string({ error: houseCodeMessages.label })
    .trim()
    .min(1, houseCodeMessages.label)
    .max(HOUSE_CODE_LABEL_MAX, houseCodeMessages.labelLong),
  value: z
    .string({ error: houseCodeMessages.value })
    .trim()
    .min(1, houseCodeMessages.value)
    .max(HOUSE_CODE_VALUE_MAX, houseCodeMessages.valueLong),
  note: z
    .string()
    .trim()
    .max(HOUSE_CODE_NOTE_MAX, houseCodeMessages.noteLong)
    .optional()
    .transform((note) => note ?? ''),
});

/** `PUT /api/admin/house-codes`: the codes in their order; those left out are removed. */
export const HouseCodesInputSchema = z.object({
  codes: z
    .array(CodeInputSchema)
    .max(HOUSE_CODES_MAX, houseCodeMessages.tooMany)
    .refine(
      (codes) => new Set(codes.map((code) => code.label.toLowerCase())).size === codes.length,
      houseCodeMessages.sameName,
    ),
});
export type HouseCodesInput = z.infer<typeof HouseCodesInputSchema>;

/** A stay's codes window: its days, and the instants it opens and closes (ISO 8601). */
export const CodesWindowSchema = z.object({
  /** The stay's arrival and departure days, YYYY/MM/DD. */
  from: z.string(),
  to: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
});
export type CodesWindow = z.infer<typeof CodesWindowSchema>;

/**
 * `GET /api/house-codes`: the codes, while the caller's window is open (always for admins);
 * otherwise none, and the window of their next stay (or null without one).
 */
export const HouseCodesViewSchema = z.object({
  shown: z.boolean(),
  codes: z.array(HouseCodeSchema),
  window: CodesWindowSchema.nullable(),
});
export type HouseCodesView = z.infer<typeof HouseCodesViewSchema>;

/** `GET /api/admin/house-codes`: the codes, and who saw them when, the latest first. */
export const AdminHouseCodesSchema = z.object({
  codes: z.array(HouseCodeSchema),
  views: z.array(z.object({ user_id: z.number(), name: z.string(), seen_at: z.string() })),
});
export type AdminHouseCodes = z.infer<typeof AdminHouseCodesSchema>;
