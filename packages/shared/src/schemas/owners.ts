import { msg, said } from '../i18n/said.js';
import { z } from '../zod.js';
import { OWNERS_LIMIT } from '../rules/money.js';
import { idSchema } from './fields.js';
import { WireDateSchema } from './stays.js';

/** What the owners' calls say (DECISIONS §23). */
export const ownerMessages = {
  percent: msg(
    'api.owner.percent',
    'A share is more than 0 and at most 100 percent, with at most two decimals.',
  ),
  member: msg('api.owner.member', 'Choose an owner among the members.'),
  twice: msg('api.owner.twice', 'Each owner is named once.'),
  count: msg('api.owner.count', `Name from 1 to ${OWNERS_LIMIT} owners.`, { max: OWNERS_LIMIT }),
  noMember: msg('api.owner.noMember', 'One of the owners is not a member of the house.'),
} as const;

/** The refusal of shares that do not make a whole house, with the percent they make. */
export const sharesSum = (hundredths: number) =>
  said(
    'api.owner.sum',
    `The shares add up to ${hundredths / 100} %; together they must make 100 %.`,
    { sum: hundredths / 100 },
  );

/** A share as a percent with at most two decimals, read as hundredths of a percent. */
export const PercentSchema = z
  .number({ error: ownerMessages.percent })
  .gt(0, ownerMessages.percent)
  .max(100, ownerMessages.percent)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, ownerMessages.percent);

/** `PUT /api/admin/owners`: the owners and their shares from a day on. */
export const OwnerSharesRequestSchema = z.object({
  /** The day the shares apply from, YYYY/MM/DD. */
  from: WireDateSchema,
  owners: z
    .array(z.object({ user_id: idSchema(ownerMessages.member), percent: PercentSchema }), {
      error: ownerMessages.count,
    })
    .min(1, ownerMessages.count)
    .max(OWNERS_LIMIT, ownerMessages.count)
    .refine(
      (owners) => new Set(owners.map((owner) => owner.user_id)).size === owners.length,
      ownerMessages.twice,
    ),
});
export type OwnerSharesRequest = z.infer<typeof OwnerSharesRequestSchema>;

/** One owner's share in a set. */
export const OwnerShareSchema = z.object({
  user_id: z.number(),
  name: z.string(),
  /** Percent, at most two decimals. */
  percent: z.number(),
});
export type OwnerShare = z.infer<typeof OwnerShareSchema>;

/** A set of shares as the admins set it, from a day on. */
export const ShareSetSchema = z.object({
  id: z.number(),
  /** The day it applies from, YYYY/MM/DD. */
  from: z.string(),
  /** ISO 8601: when it was set. */
  set_at: z.string(),
  /** The admin who set it, as they are called now; null once their account is gone. */
  set_by: z.string().nullable(),
  owners: z.array(OwnerShareSchema),
});
export type ShareSet = z.infer<typeof ShareSetSchema>;

/**
 * `GET /api/admin/owners`: the shares that apply today (null before any was set), the sets to come,
 * and every set ever made, the latest first.
 */
export const OwnersSchema = z.object({
  current: ShareSetSchema.nullable(),
  history: z.array(ShareSetSchema),
});
export type Owners = z.infer<typeof OwnersSchema>;

/** What setting the shares answers: what happened, and the owners after it. */
export const OwnersChangeResponseSchema = OwnersSchema.extend({ message: z.string() });
export type OwnersChangeResponse = z.infer<typeof OwnersChangeResponseSchema>;
