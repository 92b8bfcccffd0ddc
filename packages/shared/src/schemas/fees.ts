import { LANGUAGES } from '../i18n/languages.js';
import { msg } from '../i18n/said.js';
import { BEDS_LIMIT, FEE_LIMIT_ORE, FEE_MODELS, PAYMENT_STATES } from '../rules/fees.js';
import { z } from '../zod.js';
import { idParamsSchema } from './fields.js';

/** What the fee and payment calls say of what they cannot take (DECISIONS §21). */
export const feeMessages = {
  model: msg(
    'api.fee.model',
    'Choose how a stay is charged: per stay, per night, or per person and night.',
  ),
  amount: msg('api.fee.amount', 'An amount is from 0 to 100 000 kr, in öre as a whole number.'),
  beds: msg('api.fee.beds', `The beds are a whole number from 1 to ${BEDS_LIMIT}.`, {
    max: BEDS_LIMIT,
  }),
  swish: msg(
    'api.fee.swish',
    'A Swish number is 7 to 15 digits, with spaces or dashes if you like, e.g. 123 456 78 90.',
  ),
  count: msg('api.party.count', `Say how many come as a whole number from 0 to ${BEDS_LIMIT}.`, {
    max: BEDS_LIMIT,
  }),
  adults: msg('api.party.adults', 'At least one adult comes on a stay.'),
  pets: msg('api.party.pets', 'Say yes or no to pets.'),
  noPayment: msg('api.pay.none', 'No such stay to pay for.'),
  notOwn: msg('api.pay.notOwn', 'Only the member whose stay it is can mark it paid.'),
  nothingDue: msg('api.pay.nothingDue', 'Nothing is due for this stay.'),
  ended: msg('api.pay.ended', 'This stay no longer stands: nothing is due for it.'),
  year: msg('api.pay.year', 'Choose a year from 2000 to 2100.'),
  noSwish: msg('api.pay.noSwish', 'The house has no Swish number yet.'),
} as const;

const ore = z
  .number({ error: feeMessages.amount })
  .int(feeMessages.amount)
  .min(0, feeMessages.amount)
  .max(FEE_LIMIT_ORE, feeMessages.amount);

/** A Swish number as it is written: 7 to 15 digits, with spaces or dashes. */
export const SwishNumberSchema = z
  .string({ error: feeMessages.swish })
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,20}[0-9]$/, feeMessages.swish)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, feeMessages.swish);

/** The fee settings as the admins write them: amounts in öre. */
export const FeeSettingsSchema = z.object({
  model: z.enum(FEE_MODELS, { error: feeMessages.model }),
  stay: ore,
  night: ore,
  adult: ore,
  child: ore,
  cleaning: ore,
});

/** `GET` and `PUT /api/admin/fees`: what a stay costs, the beds, the Swish number (or null). */
export const FeesSchema = z.object({
  fee: FeeSettingsSchema,
  beds: z
    .number({ error: feeMessages.beds })
    .int(feeMessages.beds)
    .min(1, feeMessages.beds)
    .max(BEDS_LIMIT, feeMessages.beds),
  swish: SwishNumberSchema.nullable(),
});
export type Fees = z.infer<typeof FeesSchema>;

const count = z
  .number({ error: feeMessages.count })
  .int(feeMessages.count)
  .min(0, feeMessages.count)
  .max(BEDS_LIMIT, feeMessages.count);

/** Who comes, as a plan's option says it (DECISIONS §21); absent: one adult. */
export const PartySchema = z.object({
  adults: count.min(1, feeMessages.adults),
  children: count,
  guests: count,
  pets: z.boolean({ error: feeMessages.pets }),
});

/** What a booking costs and where its payment stands, on the owner's plan view. */
export const PaymentSummarySchema = z.object({
  fee: z.number(),
  state: z.enum(PAYMENT_STATES),
});
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>;

/** `{id}` of a booking's payment. */
export const PaymentParamsSchema = idParamsSchema(feeMessages.noPayment);

/** `GET /api/bookings/{id}/payment`: what is due and how to pay it with Swish. */
export const BookingPaymentSchema = z.object({
  booking_id: z.number(),
  /** Arrival and departure, YYYY/MM/DD. */
  from: z.string(),
  to: z.string(),
  party: PartySchema,
  /** In öre. */
  fee: z.number(),
  state: z.enum(PAYMENT_STATES),
  paid_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  /** How to pay, or null while the house has no Swish number. */
  swish: z
    .object({
      /** The number as the admins wrote it. */
      payee: z.string(),
      /** "{house} {booking id} {name}", at most 50 characters. */
      message: z.string(),
      /** The link that opens the Swish app with all of it filled in. */
      url: z.string(),
      /** The QR code the Swish app scans, as an SVG image. */
      qr: z.string(),
    })
    .nullable(),
  /** What the viewer may do: "I have paid" is its owner's, while something is due. */
  can: z.object({ mark_paid: z.boolean() }),
});
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

/** `GET /api/admin/payments?year=`: the year's bookings and their payments. */
export const PaymentsQuerySchema = z.object({
  year: z.coerce
    .number({ error: feeMessages.year })
    .int(feeMessages.year)
    .min(2000, feeMessages.year)
    .max(2100, feeMessages.year),
});

/**
 * `GET /api/admin/payments.csv`: a year, in the language of the screen it is asked from. A
 * Swedish spreadsheet reads semicolons between cells and decimal commas.
 */
export const PaymentsCsvQuerySchema = PaymentsQuerySchema.extend({
  language: z.enum(LANGUAGES).default('en'),
});

export const AdminPaymentSchema = z.object({
  booking_id: z.number(),
  user_id: z.number(),
  member: z.string(),
  email: z.string(),
  from: z.string(),
  to: z.string(),
  party: PartySchema,
  fee: z.number(),
  state: z.enum(PAYMENT_STATES),
  paid_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const AdminPaymentsSchema = z.object({
  year: z.number(),
  payments: z.array(AdminPaymentSchema),
  /** Per member: what their stays cost, what they marked paid, what was confirmed (öre). */
  members: z.array(
    z.object({
      user_id: z.number(),
      member: z.string(),
      due: z.number(),
      marked: z.number(),
      confirmed: z.number(),
    }),
  ),
});
export type AdminPayments = z.infer<typeof AdminPaymentsSchema>;

/** `GET /api/donations/swish`: the Swish QR and link members give with, or null without a number. */
export const DonationSwishSchema = z.object({
  swish: z
    .object({ payee: z.string(), message: z.string(), url: z.string(), qr: z.string() })
    .nullable(),
});
export type DonationSwish = z.infer<typeof DonationSwishSchema>;
