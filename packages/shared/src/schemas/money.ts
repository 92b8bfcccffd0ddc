import { msg } from '../i18n/said.js';
import { COST_LIMIT_ORE, PART_UNITS, COST_KINDS, KWH_PRICE_LIMIT } from '../rules/money.js';
import { LANGUAGES } from '../i18n/languages.js';
import { z } from '../zod.js';
import { costMessages } from './costs.js';
import { SwishNumberSchema } from './fees.js';
import { idParamsSchema, idSchema } from './fields.js';

/** What settling up says (DECISIONS §23). */
export const moneyMessages = {
  party: msg('api.money.party', "Choose a member, or the house's account."),
  same: msg('api.money.same', 'A payment goes from one to another.'),
  noMember: msg('api.money.noMember', 'One of them is not a member of the house.'),
  notPayer: msg('api.money.notPayer', 'Only the one who pays can mark a payment paid.'),
  notPayee: msg('api.money.notPayee', 'Only the one who is paid can confirm a payment.'),
  tooMuch: msg(
    'api.money.tooMuch',
    'That is more than is owed: settle up with the amount proposed.',
  ),
  none: msg('api.money.none', 'No such payment.'),
  confirmed: msg('api.money.confirmed', 'This payment is confirmed already.'),
} as const;

/** One side of a payment: a member, or the house's account (null). */
const party = idSchema(moneyMessages.party).nullable();

/** `POST /api/money/settlements`: the payer says they paid. */
export const SettlementInputSchema = z
  .object({
    from: party,
    to: party,
    amount: z
      .number({ error: costMessages.amount })
      .int(costMessages.amount)
      .min(1, costMessages.amount)
      .max(COST_LIMIT_ORE, costMessages.amount),
  })
  .refine((payment) => payment.from !== payment.to, { message: moneyMessages.same, path: ['to'] });
export type SettlementInput = z.infer<typeof SettlementInputSchema>;

/** `{id}` of a payment. */
export const SettlementParamsSchema = idParamsSchema(moneyMessages.none);

/** `PUT /api/money/swish`: the caller's own Swish number, or none. */
export const OwnSwishSchema = z.object({ swish: SwishNumberSchema.nullable() });
export type OwnSwish = z.infer<typeof OwnSwishSchema>;

/** `GET /api/money/swish`: the caller's own Swish number as it is kept (null: none). */
export const OwnSwishViewSchema = z.object({ swish: z.string().nullable() });
export type OwnSwishView = z.infer<typeof OwnSwishViewSchema>;

/** A side of a payment as it is shown: a member, or the house (id null). */
const PartySchema = z.object({ id: z.number().nullable(), name: z.string() });

/** A member's balance: laid out, their parts, settled, and what is left (positive: owed to them). */
export const BalanceSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  /** Costs they laid out, in öre. */
  paid: z.number(),
  /** Their parts of the costs. */
  parts: z.number(),
  /** Payments they made less those they received. */
  settled: z.number(),
  balance: z.number(),
  /** Stay fees they paid this year (to the house's account: its income). */
  fees: z.number(),
});
export type Balance = z.infer<typeof BalanceSchema>;

/** A payment "Settle up" proposes, with how to pay it by Swish when the viewer pays. */
export const ProposalSchema = z.object({
  from: PartySchema,
  to: PartySchema,
  amount: z.number(),
  /** For the payer: the payee's number, message, link and QR code; null when they have none. */
  swish: z
    .object({ payee: z.string(), message: z.string(), url: z.string(), qr: z.string() })
    .nullable(),
  can: z.object({ mark_paid: z.boolean() }),
});
export type Proposal = z.infer<typeof ProposalSchema>;

/** A payment marked paid, waiting for its payee, or confirmed. */
export const SettlementRecordSchema = z.object({
  id: z.number(),
  from: PartySchema,
  to: PartySchema,
  amount: z.number(),
  marked_at: z.string(),
  confirmed_at: z.string().nullable(),
  can: z.object({ confirm: z.boolean() }),
});
export type SettlementRecord = z.infer<typeof SettlementRecordSchema>;

/** The viewer's part of one cost, with how it was worked out. */
export const MyPartSchema = z.object({
  cost_id: z.number(),
  what: z.string(),
  /** YYYY/MM/DD. */
  day: z.string(),
  kind: z.enum(COST_KINDS),
  amount: z.number(),
  weight: z.number(),
  of: z.number(),
  unit: z.enum(PART_UNITS),
  kwh: z.number().nullable(),
  kwh_price: z.number().nullable(),
});
export type MyPart = z.infer<typeof MyPartSchema>;

/** `GET /api/money`: everyone's balance, the payments that settle them, the viewer's parts. */
export const MoneySchema = z.object({
  balances: z.array(BalanceSchema),
  /** What the members owe the house's account (negative: what it owes them). */
  house: z.number(),
  proposals: z.array(ProposalSchema),
  settlements: z.array(SettlementRecordSchema),
  my_parts: z.array(MyPartSchema),
  /** The viewer's own Swish number. */
  my_swish: z.string().nullable(),
  /** Whether the viewer is an owner today: they read the costs too. */
  is_owner: z.boolean(),
});
export type Money = z.infer<typeof MoneySchema>;

/** `{year}` of the year's money. */
export const MoneyYearParamsSchema = z.object({
  year: z.coerce
    .number({ error: costMessages.year })
    .int(costMessages.year)
    .min(2000, costMessages.year)
    .max(2100, costMessages.year),
});

/** The year's CSV, in the language of the screen it is asked from. */
export const MoneyYearCsvQuerySchema = z.object({ language: z.enum(LANGUAGES).default('en') });

/** `GET /api/money/years/{year}`: the year's statement for the annual meeting. */
export const MoneyYearSchema = z.object({
  year: z.number(),
  /** Each kind's costs (corrections counted), in öre, every kind listed. */
  costs: z.array(z.object({ kind: z.enum(COST_KINDS), amount: z.number() })),
  total: z.number(),
  /** Stay fees of the year's stays: confirmed paid, and not yet. */
  income: z.object({ confirmed: z.number(), open: z.number() }),
  /** Each member's year: laid out, their parts, and the difference (positive: owed to them). */
  members: z.array(
    z.object({
      user_id: z.number(),
      name: z.string(),
      paid: z.number(),
      parts: z.number(),
      net: z.number(),
    }),
  ),
  /** Electricity used per month (kWh, from the meter readings of the checklists), all twelve. */
  months: z.array(z.object({ month: z.string(), kwh: z.number() })),
  /** Electricity used per stay: the reading at departure less the one at arrival. */
  stays: z.array(
    z.object({
      booking_id: z.number(),
      name: z.string(),
      from: z.string(),
      to: z.string(),
      kwh: z.number(),
    }),
  ),
});
export type MoneyYear = z.infer<typeof MoneyYearSchema>;

/** What the money's settings say (DECISIONS §23). */
export const moneySettingMessages = {
  kwhPrice: msg(
    'api.money.kwhPrice',
    'A price per kWh is more than 0 and at most 100 kr, in öre as a whole number, or none.',
  ),
  mailOver: msg(
    'api.money.mailOver',
    'Mail a part from 0 kr up to 10 000 000 kr, in öre as a whole number.',
  ),
} as const;

/**
 * `GET` and `PUT /api/admin/money-settings`: the price per kWh electricity is split by use at (öre,
 * or none), and the part of a new cost over which a member is mailed (öre).
 */
export const MoneySettingsSchema = z.object({
  kwh_price: z
    .number({ error: moneySettingMessages.kwhPrice })
    .int(moneySettingMessages.kwhPrice)
    .min(1, moneySettingMessages.kwhPrice)
    .max(KWH_PRICE_LIMIT, moneySettingMessages.kwhPrice)
    .nullable(),
  part_mail_over: z
    .number({ error: moneySettingMessages.mailOver })
    .int(moneySettingMessages.mailOver)
    .min(0, moneySettingMessages.mailOver)
    .max(COST_LIMIT_ORE, moneySettingMessages.mailOver),
});
export type MoneySettings = z.infer<typeof MoneySettingsSchema>;
