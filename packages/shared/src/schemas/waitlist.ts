import { msg } from '../i18n/said.js';
import { fromWireDate } from '../rules/dates.js';
import { OFFER_STATUSES, WISH_STATUSES } from '../rules/statuses.js';
import { z } from '../zod.js';
import { idParamsSchema } from './fields.js';
import { PartySchema } from './fees.js';
import { WireDateSchema } from './stays.js';
import { WISHES_MAX } from '../limits.js';

/** What the waitlist's calls say of what they cannot take (DECISIONS §19). */
export const waitMessages = {
  nights: msg(
    'api.wait.nights',
    'Ask for 1 night or more, and no more nights than the days you wait for hold.',
  ),
  past: msg('api.wait.past', 'Those days have passed: wait for days still ahead.'),
  tooMany: msg('api.wait.tooMany', `You wait for ${WISHES_MAX} ranges already.`, {
    max: WISHES_MAX,
  }),
  noWish: msg('api.wait.noWish', 'No such wish.'),
  noOffer: msg('api.wait.noOffer', 'No such offer.'),
  answered: msg('api.wait.answered', 'This offer was answered already.'),
  holdPassed: msg(
    'api.wait.holdPassed',
    'The hold on these dates has passed: they have been offered to the next member.',
  ),
  heldByClaim: msg(
    'api.wait.heldByClaim',
    'These dates are held for a member from the waitlist until the admins decide.',
  ),
} as const;

/** `POST /api/waitlist`: the days a member waits for and the fewest nights that would do. */
export const WishInputSchema = z
  .object({
    from: WireDateSchema,
    to: WireDateSchema,
    min_nights: z
      .number({ error: waitMessages.nights })
      .int(waitMessages.nights)
      .min(1, waitMessages.nights)
      .max(366, waitMessages.nights),
  })
  .refine(
    (wish) =>
      fromWireDate(wish.from) < fromWireDate(wish.to) &&
      Date.parse(fromWireDate(wish.to)) - Date.parse(fromWireDate(wish.from)) >=
        wish.min_nights * 86_400_000,
    { message: waitMessages.nights, path: ['min_nights'] },
  );
export type WishInput = z.infer<typeof WishInputSchema>;

export const WishParamsSchema = idParamsSchema(waitMessages.noWish);
export const OfferParamsSchema = idParamsSchema(waitMessages.noOffer);

/** `POST /api/offers/{id}/claim`: who comes, as on any request (DECISIONS §21). */
export const ClaimInputSchema = z.object({ party: PartySchema });
export type ClaimInput = z.infer<typeof ClaimInputSchema>;

/** A member's own wish, with their place in line among those who wait for the same days. */
export const WishSchema = z.object({
  id: z.number(),
  /** YYYY/MM/DD. */
  from: z.string(),
  to: z.string(),
  min_nights: z.number(),
  status: z.enum(WISH_STATUSES),
  /** 1 is the next to be offered days that fit; null once it no longer waits. */
  place: z.number().nullable(),
  created_at: z.string(),
  /** What its member may do with it now, as the server will allow it. */
  can: z.object({ withdraw: z.boolean() }),
});
export type WishView = z.infer<typeof WishSchema>;

/** An offer made to the member: freed dates, held for them until `expires_at`. */
export const OfferSchema = z.object({
  id: z.number(),
  wish_id: z.number(),
  /** YYYY/MM/DD. */
  from: z.string(),
  to: z.string(),
  status: z.enum(OFFER_STATUSES),
  offered_at: z.string(),
  /** The hold's end, an instant (ISO 8601). */
  expires_at: z.string(),
  /** What its member may do with it now (a hold that passed is refused with its own words). */
  can: z.object({ claim: z.boolean(), refuse: z.boolean() }),
});
export type OfferView = z.infer<typeof OfferSchema>;

/** `GET /api/waitlist` and every waitlist change's answer: the caller's wishes and offers. */
export const WaitlistSchema = z.object({
  wishes: z.array(WishSchema),
  offers: z.array(OfferSchema),
});
export type Waitlist = z.infer<typeof WaitlistSchema>;
