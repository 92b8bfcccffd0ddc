import { msg, said, type Said } from '../i18n/said.js';
import { SWAP_STATUSES } from '../rules/statuses.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema } from './fields.js';
import { SWAP_NOTE_MAX } from '../limits.js';

/** What the swap calls say of what they cannot take (DECISIONS §19). */
export const swapMessages = {
  noSwap: msg('api.swap.none', 'No such swap or gift.'),
  noMember: msg('api.swap.noMember', 'Choose a member who can book stays, other than yourself.'),
  notTheirs: msg('api.swap.notTheirs', 'Choose one of their own stays that has not begun.'),
  notYours: msg('api.swap.notYours', 'Only your own stay that has not begun can be offered.'),
  offeredAlready: msg('api.swap.offeredAlready', 'This stay is offered to someone already.'),
  answered: msg('api.swap.answered', 'This swap or gift was answered already.'),
  lapsed: msg('api.swap.lapsed', 'This offer ran out: it was not answered within 48 hours.'),
  changed: msg(
    'api.swap.changed',
    'One of the stays changed after the offer was made, so the offer has ended.',
  ),
  clash: msg(
    'api.swap.clash',
    'The stays cannot change hands: one would leave too few days for cleaning beside another stay.',
  ),
  memberGone: msg(
    'api.swap.memberGone',
    'This offer no longer stands: one of you can no longer book stays.',
  ),
  noteLong: msg('api.swap.noteLong', `A note is at most ${SWAP_NOTE_MAX} characters.`, {
    max: SWAP_NOTE_MAX,
  }),
} as const;

/** The history lines of stays that changed hands. */
export const swapReasons = {
  swapped: (other: string): Said => said('api.swap.swapped', `Swapped with ${other}.`, { other }),
  givenTo: (other: string): Said => said('api.swap.givenTo', `Given to ${other}.`, { other }),
  givenBy: (other: string): Said => said('api.swap.givenBy', `Given by ${other}.`, { other }),
};

/** `POST /api/bookings/:id/offer`: to whom, for which of their stays (none: a gift), a note. */
export const SwapInputSchema = z.object({
  to_user_id: idSchema(swapMessages.noMember),
  their_booking_id: idSchema(swapMessages.notTheirs).nullable(),
  note: z
    .string()
    .max(SWAP_NOTE_MAX, swapMessages.noteLong)
    .optional()
    .transform((note) => note ?? ''),
});
export type SwapInput = z.infer<typeof SwapInputSchema>;

export const SwapParamsSchema = idParamsSchema(swapMessages.noSwap);

const StayLineSchema = z.object({
  booking_id: z.number(),
  /** YYYY/MM/DD. */
  from: z.string(),
  to: z.string(),
});

/** An offer as its two members (and admins) see it. */
export const SwapSchema = z.object({
  id: z.number(),
  from_user: z.object({ id: z.number(), name: z.string() }),
  to_user: z.object({ id: z.number(), name: z.string() }),
  stay: StayLineSchema,
  /** Their stay in exchange; null for a gift. */
  their_stay: StayLineSchema.nullable(),
  note: z.string(),
  status: z.enum(SWAP_STATUSES),
  /** High season is involved: an admin approves once it is accepted. */
  needs_admin: z.boolean(),
  created_at: z.string(),
  /** The answer's deadline, an instant (ISO 8601). */
  expires_at: z.string(),
  /** What the one asking may do with it now, as the server will allow it. */
  can: z.object({
    accept: z.boolean(),
    decline: z.boolean(),
    approve: z.boolean(),
    refuse: z.boolean(),
  }),
});
export type SwapView = z.infer<typeof SwapSchema>;

export const SwapResponseSchema = z.object({ swap: SwapSchema });

/** `GET /api/swaps`: offers the caller made and was made, the live ones and the recent. */
export const SwapsSchema = z.object({ swaps: z.array(SwapSchema) });
export type Swaps = z.infer<typeof SwapsSchema>;

/**
 * `GET /api/swaps/stays`: what an offer can name: the caller's own stays ahead, the stays ahead
 * of the members they may offer to (as the timeline shows them), and those members.
 */
export const SwapChoicesSchema = z.object({
  mine: z.array(StayLineSchema),
  theirs: z.array(StayLineSchema.extend({ user_id: z.number() })),
  members: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SwapChoices = z.infer<typeof SwapChoicesSchema>;
