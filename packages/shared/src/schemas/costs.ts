import { msg } from '../i18n/said.js';
import { fromWireDate } from '../rules/dates.js';
import {
  CHOSEN_SPLITS,
  COST_KINDS,
  COST_LIMIT_ORE,
  COST_REPEATS,
  OWNERS_LIMIT,
  PART_UNITS,
  SPLIT_RULES,
  splitsFor,
} from '../rules/money.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema } from './fields.js';
import { WireDateSchema } from './stays.js';

/** The longest "what" of a cost. */
export const COST_WHAT_MAX = 100;

/** What the costs' calls say (DECISIONS §23). */
export const costMessages = {
  what: msg('api.cost.what', `Say what the cost is for, in at most ${COST_WHAT_MAX} characters.`, {
    max: COST_WHAT_MAX,
  }),
  amount: msg(
    'api.cost.amount',
    'An amount is more than 0 and at most 10 000 000 kr, in öre as a whole number.',
  ),
  kind: msg('api.cost.kind', 'Choose the kind of cost.'),
  split: msg('api.cost.split', 'Choose how the cost is split.'),
  payer: msg('api.cost.payer', "Choose who paid: a member, or the house's account."),
  noPayer: msg('api.cost.noPayer', 'The one who paid is not a member of the house.'),
  repeats: msg(
    'api.cost.repeats',
    'Choose monthly, quarterly, yearly, or that it does not repeat.',
  ),
  period: msg('api.cost.period', 'The period is two days, the first not after the last.'),
  amounts: msg('api.cost.amounts', 'The amounts per member must add up to the cost.'),
  amountsOnly: msg(
    'api.cost.amountsOnly',
    'Give amounts per member when the cost is split by amounts, and only then.',
  ),
  noMember: msg('api.cost.noMember', 'One of the members named is not a member of the house.'),
  noOwners: msg(
    'api.cost.noOwners',
    "No owners are set for the cost's day: set the owners and their shares first.",
  ),
  noNights: msg(
    'api.cost.noNights',
    "No one stayed in the cost's period: choose another period or another way to split it.",
  ),
  usageKind: msg(
    'api.cost.usageKind',
    'Only electricity is split by what each stay used: choose another way for this kind.',
  ),
  noPrice: msg(
    'api.cost.noPrice',
    'Set the price per kWh in the settings before splitting electricity by use.',
  ),
  none: msg('api.cost.none', 'No such cost.'),
  ownersOnly: msg('api.cost.ownersOnly', 'Only the owners and the admins read the costs.'),
  corrected: msg('api.cost.corrected', 'This cost has been corrected already.'),
  isCorrection: msg(
    'api.cost.isCorrection',
    'A correction is not corrected again: record the right cost anew.',
  ),
  year: msg('api.pay.year', 'Choose a year from 2000 to 2100.'),
} as const;

const ore = z
  .number({ error: costMessages.amount })
  .int(costMessages.amount)
  .min(1, costMessages.amount)
  .max(COST_LIMIT_ORE, costMessages.amount);

/** `POST /api/admin/costs`: a cost the house paid, and how it is split. */
export const CostInputSchema = z
  .object({
    what: z
      .string({ error: costMessages.what })
      .trim()
      .min(1, costMessages.what)
      .max(COST_WHAT_MAX, costMessages.what),
    /** In öre. */
    amount: ore,
    /** The day it was paid, YYYY/MM/DD. */
    day: WireDateSchema,
    kind: z.enum(COST_KINDS, { error: costMessages.kind }),
    /** How it is split; absent: the kind's own rule (`DEFAULT_SPLIT`). */
    split: z.enum(CHOSEN_SPLITS, { error: costMessages.split }).optional(),
    /** The member who laid it out; null: the house's account paid it. */
    paid_by: idSchema(costMessages.payer).nullable(),
    /** Whether it comes again by itself. */
    repeats: z.enum(COST_REPEATS, { error: costMessages.repeats }).nullable().default(null),
    /** The nights a split by person-nights (the departures a split by use) counts; absent: the month of its day. */
    period: z
      .object({ from: WireDateSchema, to: WireDateSchema }, { error: costMessages.period })
      .refine((period) => fromWireDate(period.from) <= fromWireDate(period.to), costMessages.period)
      .optional(),
    /** Each member's part in öre, when it is split by amounts. */
    amounts: z
      .array(
        z.object({
          user_id: idSchema(costMessages.noMember),
          amount: z
            .number({ error: costMessages.amount })
            .int(costMessages.amount)
            .min(0, costMessages.amount)
            .max(COST_LIMIT_ORE, costMessages.amount),
        }),
        { error: costMessages.amounts },
      )
      .max(OWNERS_LIMIT, costMessages.amounts)
      .optional(),
  })
  .refine((cost) => cost.split === undefined || splitsFor(cost.kind).includes(cost.split), {
    message: costMessages.usageKind,
    path: ['split'],
  })
  .refine((cost) => (cost.split === 'amounts') === (cost.amounts !== undefined), {
    message: costMessages.amountsOnly,
    path: ['amounts'],
  })
  .refine(
    (cost) =>
      cost.amounts === undefined ||
      cost.amounts.reduce((sum, part) => sum + part.amount, 0) === cost.amount,
    { message: costMessages.amounts, path: ['amounts'] },
  )
  .refine(
    (cost) =>
      cost.amounts === undefined ||
      new Set(cost.amounts.map((part) => part.user_id)).size === cost.amounts.length,
    { message: costMessages.amounts, path: ['amounts'] },
  );
export type CostInput = z.input<typeof CostInputSchema>;

/** `{id}` of a cost. */
export const CostParamsSchema = idParamsSchema(costMessages.none);

/** `GET /api/admin/costs?year=&kind=`. */
export const CostsQuerySchema = z.object({
  year: z.coerce
    .number({ error: costMessages.year })
    .int(costMessages.year)
    .min(2000, costMessages.year)
    .max(2100, costMessages.year),
  kind: z.enum(COST_KINDS, { error: costMessages.kind }).optional(),
});

/** A member's part of a cost, with how it was worked out ("12 of 96 person-nights"). */
export const CostPartSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  /** In öre; negative in a correction. */
  amount: z.number(),
  /** Their weight, of `of` (hundredths of a percent, person-nights, owners, öre or kWh). */
  weight: z.number(),
  of: z.number(),
  unit: z.enum(PART_UNITS),
  /** Split by use: the whole kWh their stays used and the price per kWh in öre; else null. */
  kwh: z.number().nullable(),
  kwh_price: z.number().nullable(),
});
export type CostPart = z.infer<typeof CostPartSchema>;

/** A cost as the admins read it. */
export const CostSchema = z.object({
  id: z.number(),
  what: z.string(),
  /** In öre; negative for a correction. */
  amount: z.number(),
  /** YYYY/MM/DD. */
  day: z.string(),
  kind: z.enum(COST_KINDS),
  split: z.enum(SPLIT_RULES),
  /** Who laid it out; null: the house's account. */
  paid_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  repeats: z.enum(COST_REPEATS).nullable(),
  /** The nights a split by person-nights counted, YYYY/MM/DD. */
  period: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** The cost this one corrects, and the correction of this one. */
  corrects: z.number().nullable(),
  corrected_by: z.number().nullable(),
  /** ISO 8601, and the admin who recorded it (as they are called now). */
  recorded_at: z.string(),
  recorded_by: z.string().nullable(),
  parts: z.array(CostPartSchema),
  /** The repeating cost this one came from by itself (its day, YYYY/MM/DD); null: recorded. */
  came_from: z.object({ id: z.number(), day: z.string() }).nullable(),
  /** The receipt picture's signed address (resized on request, `&w=`); null: none. */
  receipt: z.string().nullable(),
  /** What the reader may do: correct it (once), add or replace its receipt (admins). */
  can: z.object({ correct: z.boolean(), receipt: z.boolean() }),
});
export type Cost = z.infer<typeof CostSchema>;

/** `GET /api/admin/costs`: a year's costs (of a kind), the latest first. */
export const CostsSchema = z.object({ costs: z.array(CostSchema) });
export type Costs = z.infer<typeof CostsSchema>;

/** What recording or correcting a cost answers. */
export const CostResponseSchema = z.object({ cost: CostSchema });
export type CostResponse = z.infer<typeof CostResponseSchema>;
