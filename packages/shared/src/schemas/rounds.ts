import { isBlockNameCode } from '../rules/block-names.js';
import { msg } from '../i18n/said.js';
import { fromWireDate, isCalendarDate } from '../rules/dates.js';
import { ROUND_STATUSES } from '../rules/statuses.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema } from './fields.js';
import { WireDateSchema } from './stays.js';
import { ROUND_BLOCKS_MAX, ROUND_CAP_MAX } from '../limits.js';

/** What a round's form says of what it cannot take (DECISIONS §18). */
export const roundMessages = {
  name: msg('api.round.name', 'Give the round a name.'),
  day: msg('api.round.day', 'Choose the day as YYYY-MM-DD.'),
  closesBeforeOpens: msg(
    'api.round.closesBeforeOpens',
    'The ballot must close on or after the day it opens.',
  ),
  caps: msg(
    'api.round.caps',
    'Each member gets 1 to 10 blocks, and no fewer in all than in the first pass.',
  ),
  blocks: msg('api.round.blocks', 'Give the round 1 to 40 blocks.'),
  blockName: msg('api.round.blockName', 'Give each block a name.'),
  blockNights: msg('api.round.blockNights', 'A block is at least one night.'),
  span: msg('api.round.span', 'Choose the first and last day, the first no later than the last.'),
  notFound: msg('api.round.notFound', 'No such round.'),
  unknownBlock: msg('api.round.unknownBlock', 'That block is not part of this round.'),
  rankedTwice: msg('api.round.rankedTwice', 'Rank each block once.'),
} as const;

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(60, msg('api.field.tooLong', 'At most 60 characters', { max: 60 }));

/** A house day, YYYY-MM-DD, as the ballot's days and the planning horizon are written. */
const DaySchema = z
  .string({ error: roundMessages.day })
  .refine(isCalendarDate, roundMessages.day)
  .meta({ format: 'date' });
const cap = z
  .number({ error: roundMessages.caps })
  .int(roundMessages.caps)
  .min(1, roundMessages.caps)
  .max(ROUND_CAP_MAX, roundMessages.caps);

/** A block's name: typed, or the code of one made from the season (`@week:53`). */
const blockNameField = name(roundMessages.blockName).refine(
  (value) => !value.startsWith('@') || isBlockNameCode(value),
  roundMessages.blockName,
);

/** One block as an admin sets it. */
export const RoundBlockInputSchema = z
  .object({ name: blockNameField, from: WireDateSchema, to: WireDateSchema })
  .refine((block) => fromWireDate(block.from) < fromWireDate(block.to), {
    message: roundMessages.blockNights,
    path: ['to'],
  });

/** `POST /api/admin/rounds` and `PUT /api/admin/rounds/:id`: a round as admins set it up. */
export const RoundInputSchema = z
  .object({
    name: name(roundMessages.name),
    opens: DaySchema,
    closes: DaySchema,
    first_pass_cap: cap,
    total_cap: cap,
    blocks: z
      .array(RoundBlockInputSchema, { error: roundMessages.blocks })
      .min(1, roundMessages.blocks)
      .max(ROUND_BLOCKS_MAX, roundMessages.blocks),
  })
  .refine((round) => round.opens <= round.closes, {
    message: roundMessages.closesBeforeOpens,
    path: ['closes'],
  })
  .refine((round) => round.first_pass_cap <= round.total_cap, {
    message: roundMessages.caps,
    path: ['total_cap'],
  });
export type RoundInput = z.infer<typeof RoundInputSchema>;

/** `{id}` of a round's address. */
export const RoundParamsSchema = idParamsSchema(roundMessages.notFound);

/** A round as admins see it. */
export const RoundSchema = z.object({
  id: z.number(),
  name: z.string(),
  opens: z.string(),
  closes: z.string(),
  first_pass_cap: z.number(),
  total_cap: z.number(),
  status: z.enum(ROUND_STATUSES),
  phase: z.enum(['upcoming', 'open', 'closed']),
  blocks: z.array(z.object({ id: z.number(), name: z.string(), from: z.string(), to: z.string() })),
  /** How many members have a ballot (never whose it is). */
  voters: z.number(),
  can: z.object({ edit: z.boolean(), vote: z.boolean(), draw: z.boolean(), cancel: z.boolean() }),
});
export type Round = z.infer<typeof RoundSchema>;

export const RoundResponseSchema = z.object({ round: RoundSchema });
export const RoundsResponseSchema = z.object({ rounds: z.array(RoundSchema) });
export type RoundsResponse = z.infer<typeof RoundsResponseSchema>;

/** `GET /api/admin/rounds/season-blocks?from=&to=`: the high season between two house days. */
export const SeasonBlocksQuerySchema = z
  .object({
    from: z.string({ error: roundMessages.span }).refine(isCalendarDate, roundMessages.span),
    to: z.string({ error: roundMessages.span }).refine(isCalendarDate, roundMessages.span),
  })
  .refine((span) => span.from <= span.to, { message: roundMessages.span, path: ['to'] });

const BlockNameSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('midsummer') }),
  z.object({ kind: z.literal('week'), week: z.number() }),
]);

/** The blocks a round can be made of, and those left out for a booking, with the booking. */
export const SeasonBlocksSchema = z.object({
  blocks: z.array(z.object({ name: BlockNameSchema, from: z.string(), to: z.string() })),
  left_out: z.array(
    z.object({
      name: BlockNameSchema,
      from: z.string(),
      to: z.string(),
      booked_by: z.string(),
      booked_from: z.string(),
      booked_to: z.string(),
    }),
  ),
});
export type SeasonBlocks = z.infer<typeof SeasonBlocksSchema>;

/** `PUT /api/rounds/:id/ballot`: the blocks a member wants, the most wanted first; none withdraws. */
export const BallotInputSchema = z.object({
  ranking: z
    .array(idSchema(roundMessages.unknownBlock), { error: roundMessages.unknownBlock })
    .max(ROUND_BLOCKS_MAX, roundMessages.unknownBlock)
    .refine((ids) => new Set(ids).size === ids.length, roundMessages.rankedTwice),
});
export type BallotInput = z.infer<typeof BallotInputSchema>;

/** A member's own ballot: block ids, the most wanted first. */
export const BallotSchema = z.object({ ranking: z.array(z.number()) });

/** A round as a member sees it: its blocks, its days, and their own ballot (nobody else's). */
export const MemberRoundSchema = RoundSchema.omit({ voters: true, can: true }).extend({
  ballot: z.array(z.number()),
  can: z.object({ vote: z.boolean() }),
});
export type MemberRound = z.infer<typeof MemberRoundSchema>;

/** `GET /api/rounds`: the rounds not yet confirmed or cancelled, as the caller sees them. */
export const MemberRoundsSchema = z.object({ rounds: z.array(MemberRoundSchema) });
export type MemberRounds = z.infer<typeof MemberRoundsSchema>;

/** A draw as it is shown: the order with why, each pass, what was given, what nobody got. */
export const DrawViewSchema = z.object({
  seed: z.number(),
  status: z.enum(['proposed', 'confirmed', 'discarded']),
  drawn_at: z.string(),
  /** Drawn by the house when the ballot closed, or by an admin who asked. */
  drawn_by: z.enum(['house', 'admin']),
  order: z.array(
    z.object({
      place: z.number(),
      user_id: z.number(),
      name: z.string(),
      high_season_nights: z.number(),
      empty_rounds: z.number(),
      place_by_nights: z.number(),
      lot: z.number(),
    }),
  ),
  passes: z.array(
    z.array(
      z.object({
        user_id: z.number(),
        given: z.array(z.object({ block_id: z.number(), rank: z.number() })),
        nothing_free: z.boolean(),
        /**
         * When nothing more was free: each block they ranked and were not given, and why — given
         * to another member, too close to a block given to another (the cleaning days), or to a
         * stay the house held. Absent from draws made before reasons were kept.
         */
        missed: z
          .array(
            z.object({
              block_id: z.number(),
              rank: z.number(),
              because: z.discriminatedUnion('kind', [
                z.object({ kind: z.literal('given'), user_id: z.number() }),
                z.object({
                  kind: z.literal('tooClose'),
                  block_id: z.number(),
                  user_id: z.number(),
                }),
                z.object({ kind: z.literal('booked') }),
              ]),
            }),
          )
          .optional(),
      }),
    ),
  ),
  given: z.array(z.object({ block_id: z.number(), user_id: z.number(), pass: z.number() })),
  unclaimed: z.array(z.number()),
});
export type DrawView = z.infer<typeof DrawViewSchema>;

/** `GET /api/admin/rounds/:id/draw` and `POST …/draw`: the round's live draw. */
export const DrawResponseSchema = z.object({ draw: DrawViewSchema });

/**
 * `GET /api/rounds/:id/draw`: a confirmed round's draw as published, and whether running it again
 * from what it was drawn from (the stored ballots, standings, bookings held, caps and seed) gives
 * exactly that.
 */
export const DrawCheckSchema = z.object({ draw: DrawViewSchema, same: z.boolean() });
export type DrawCheck = z.infer<typeof DrawCheckSchema>;

const PersonLineSchema = z.object({ user_id: z.number(), name: z.string() });

/**
 * `GET /api/admin/rounds/:id/voters`: who among the members who may book has a ballot, and who
 * has none yet, with the last day each was reminded (what they ranked stays sealed).
 */
export const RoundVotersSchema = z.object({
  voted: z.array(PersonLineSchema),
  not_voted: z.array(PersonLineSchema.extend({ reminded_on: z.string().nullable() })),
});
export type RoundVoters = z.infer<typeof RoundVotersSchema>;

/** `POST /api/admin/rounds/:id/remind`: how many were mailed now, and the voters as they stand. */
export const RemindResponseSchema = RoundVotersSchema.extend({ reminded: z.number() });
export type RemindResponse = z.infer<typeof RemindResponseSchema>;
