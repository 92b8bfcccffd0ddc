import { msg } from '../i18n/said.js';
import { IMPROVEMENT_CATEGORIES, VOTE_TYPES } from '../rules/improvements.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema, optionalText } from './fields.js';

export const improvementMessages = {
  title: msg('api.improvement.title', 'Title is required'),
  description: msg('api.improvement.description', 'Description is required'),
  category: msg('api.improvement.category', 'Please choose a category'),
  price: msg('api.improvement.price', 'Price must be greater than 0'),
  url: msg('api.improvement.link', 'Please enter a web address starting with http:// or https://'),
  amount: msg('api.improvement.amount', 'Please enter a valid donation amount'),
  email: msg('api.auth.invalidEmail', 'Please enter a valid email address.'),
  vote: msg('api.improvement.direction', 'Please vote up or down.'),
  noImprovement: msg('api.improvement.none', 'No such improvement.'),
  noDonation: msg('api.improvement.noDonation', 'No such donation.'),
};

/** `{id}` of an improvement's address. */
export const ImprovementParamsSchema = idParamsSchema(improvementMessages.noImprovement);
/** `{id}` of a donation's address. */
export const DonationParamsSchema = idParamsSchema(improvementMessages.noDonation);

/** A house improvement (SPEC §3); `user_vote` only for a signed-in caller. */
export const ImprovementSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** Whole SEK. */
  price: z.number(),
  category: z.enum(IMPROVEMENT_CATEGORIES),
  /** Higher first when votes tie. */
  priority: z.number(),
  image_url: z.string().nullable(),
  link_url: z.string().nullable(),
  link_text: z.string().nullable(),
  is_active: z.boolean(),
  is_done: z.boolean(),
  up_votes: z.number(),
  down_votes: z.number(),
  /** up_votes − down_votes (DECISIONS §8). */
  total_votes: z.number(),
  user_vote: z.enum(['up', 'down', 'none']).optional(),
});
export type Improvement = z.infer<typeof ImprovementSchema>;

/** A member's votes used and left (SPEC §3). */
export const VoteLimitsSchema = z.object({
  up_votes_used: z.number(),
  down_votes_used: z.number(),
  up_votes_remaining: z.number(),
  down_votes_remaining: z.number(),
});

/** What clicking a vote button would do for the caller, or why it cannot be clicked. */
export const VoteAbilitySchema = z.union([
  z.object({ action: z.enum(['new', 'move', 'withdraw']) }),
  z.object({ action: z.null(), reason: z.string() }),
]);

/** The two apps members pay with and their shared number (from the house's settings). */
export const PaymentSchema = z.object({ apps: z.array(z.string()), phone: z.string() });
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * `GET /api/improvements`, and the answer to every vote: the improvements view (SPEC §2, §4): the
 * active improvements in SPEC's order, each with what the caller's vote buttons would do; the
 * caller's allowance (members); the funding goal and its progress; and, for members, how to pay.
 */
export const ImprovementsResponseSchema = z.object({
  improvements: z.array(
    ImprovementSchema.extend({
      can_vote: z.object({ up: VoteAbilitySchema, down: VoteAbilitySchema }),
    }),
  ),
  user_vote_limits: VoteLimitsSchema.optional(),
  funding_goal: z.object({ id: z.number(), title: z.string(), price: z.number() }).nullable(),
  progress: z.object({
    /** Verified donations, whole SEK. */
    total_donations: z.number(),
    goal_price: z.number().nullable(),
    progress_percentage: z.number(),
    tone: z.enum(['positive', 'warning', 'primary']),
  }),
  /** How to give: for signed-in members only (DECISIONS §14). */
  payment: PaymentSchema.nullable(),
});
export type ImprovementsResponse = z.infer<typeof ImprovementsResponseSchema>;
export type ImprovementView = ImprovementsResponse['improvements'][number];

/** `POST /api/improvements/{id}/vote`. */
export const VoteRequestSchema = z.object({
  vote_type: z.enum(VOTE_TYPES, { error: improvementMessages.vote }),
});

/** The vote's answer: what it did, and the improvements view after it. */
export const VoteResponseSchema = ImprovementsResponseSchema.extend({ message: z.string() });
export type VoteResponse = z.infer<typeof VoteResponseSchema>;

/** `GET /api/donations`: the donation summary (SPEC §3) and how to give. */
export const DonationSummarySchema = z.object({
  /** Sum of verified donations, whole SEK. */
  total_donations: z.number(),
  /** The funding goal's price, or null without one. */
  highest_voted_price: z.number().nullable(),
  highest_voted_improvement: z.object({ id: z.number(), title: z.string() }).nullable(),
  progress_percentage: z.number(),
  /** The two payment apps and their shared number (from the house's settings). */
  payment: z.object({ apps: z.array(z.string()), phone: z.string() }).nullable(),
});
export type DonationSummary = z.infer<typeof DonationSummarySchema>;

/** A donation (SPEC §3). */
export const DonationSchema = z.object({
  id: z.number(),
  amount: z.number(),
  donor_name: z.string().nullable(),
  donor_email: z.string().nullable(),
  message: z.string().nullable(),
  is_anonymous: z.boolean(),
  is_verified: z.boolean(),
  created_at: z.string(),
  /**
   * What it counts toward (DECISIONS §15): the improvement it names, else the funding goal when
   * it was verified; null until then.
   */
  improvement: z.object({ id: z.number(), title: z.string() }).nullable(),
});
export type Donation = z.infer<typeof DonationSchema>;

export const DonationsResponseSchema = z.object({ donations: z.array(DonationSchema) });
export type DonationsResponse = z.infer<typeof DonationsResponseSchema>;

/** `POST /api/admin/donations` (SPEC §5): an anonymous donation keeps no name or email. */
export const DonationInputSchema = z
  .object({
    amount: z
      .number({ error: improvementMessages.amount })
      .int(improvementMessages.amount)
      .positive(improvementMessages.amount)
      .max(10_000_000, improvementMessages.amount),
    donor_name: optionalText(100),
    donor_email: z
      .string()
      .trim()
      .max(254, improvementMessages.email)
      .refine((email) => email === '' || /^[^\s@]+@[^\s@]+$/.test(email), improvementMessages.email)
      .nullish()
      .transform((email) => email || null),
    message: optionalText(500),
    is_anonymous: z.boolean().default(false),
    /** New donations are verified unless said otherwise (SPEC §4). */
    is_verified: z.boolean().default(true),
    /** The improvement it was given for; none: the funding goal when verified (DECISIONS §15). */
    improvement_id: idSchema(improvementMessages.noImprovement)
      .nullish()
      .transform((id) => id ?? null),
  })
  .transform((donation) =>
    donation.is_anonymous ? { ...donation, donor_name: null, donor_email: null } : donation,
  );
export type DonationInput = z.input<typeof DonationInputSchema>;

export const DonationResponseSchema = z.object({ message: z.string(), donation: DonationSchema });
export type DonationResponse = z.infer<typeof DonationResponseSchema>;

const webAddress = z
  .string()
  .trim()
  .max(2000, improvementMessages.url)
  .refine((url) => url === '' || /^https?:\/\/\S+$/i.test(url), improvementMessages.url)
  .nullish()
  .transform((url) => url || null);

/** `POST` and `PUT /api/admin/improvements` (SPEC §5). */
export const ImprovementInputSchema = z.object({
  title: z
    .string({ error: improvementMessages.title })
    .trim()
    .min(1, improvementMessages.title)
    .max(120),
  description: z
    .string({ error: improvementMessages.description })
    .trim()
    .min(1, improvementMessages.description)
    .max(2000),
  price: z
    .number({ error: improvementMessages.price })
    .int(improvementMessages.price)
    .positive(improvementMessages.price)
    .max(100_000_000, improvementMessages.price),
  category: z.enum(IMPROVEMENT_CATEGORIES, { error: improvementMessages.category }),
  priority: z.number().int().min(-100).max(100).default(0),
  image_url: webAddress,
  link_url: webAddress,
  link_text: optionalText(100),
  is_active: z.boolean().default(true),
});
export type ImprovementInput = z.input<typeof ImprovementInputSchema>;

/** What every admin improvement call returns: the whole list (SPEC §7). */
export const AdminImprovementsResponseSchema = z.object({
  improvements: z.array(ImprovementSchema),
  message: z.string().optional(),
});
export type AdminImprovementsResponse = z.infer<typeof AdminImprovementsResponseSchema>;

/** What the payment settings form says of what it cannot take (DECISIONS §16). */
export const paymentMessages = {
  apps: msg('api.payment.apps', 'Name one or two payment apps.'),
  app: msg('api.payment.appName', 'Give each payment app a name of at most 30 characters.'),
  phone: msg(
    'api.payment.number',
    'Write the number with digits, spaces and dashes, e.g. 070-123 45 67.',
  ),
} as const;

/** `PUT /api/admin/payment`: the payment apps (one or two) and their number. */
export const PaymentSettingsSchema = z.object({
  apps: z
    .array(
      z
        .string({ error: paymentMessages.app })
        .trim()
        .min(1, paymentMessages.app)
        .max(30, paymentMessages.app),
      { error: paymentMessages.apps },
    )
    .min(1, paymentMessages.apps)
    .max(2, paymentMessages.apps),
  phone: z
    .string({ error: paymentMessages.phone })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{3,23}[0-9]$/, paymentMessages.phone),
});

/** `GET` and `PUT /api/admin/payment`: how members give, or null before it is set. */
export const PaymentSettingsResponseSchema = z.object({ payment: PaymentSchema.nullable() });
export type PaymentSettingsResponse = z.infer<typeof PaymentSettingsResponseSchema>;
