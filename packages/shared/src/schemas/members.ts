import { msg, said } from '../i18n/said.js';
import { INVITE_LEVELS, ACCESS_LEVELS } from '../rules/access.js';
import { z } from '../zod.js';
import { idParamsSchema } from './fields.js';

/** One account as the admins' Members screen lists it (DECISIONS §16). */
export const MemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  access_level: z.enum(ACCESS_LEVELS),
  is_admin: z.boolean(),
  suspended: z.boolean(),
  /** Who invited them, as they are called now (or as the invite named them). */
  invited_by: z.object({ id: z.number().nullable(), name: z.string() }).nullable(),
  /** ISO 8601. */
  joined: z.string(),
  /** ISO 8601, to the hour; null: never since this was kept. */
  last_active: z.string().nullable(),
  /** Booked stays arriving this calendar year. */
  stays_this_year: z.number(),
  /** Requests waiting for an admin. */
  pending_requests: z.number(),
  /** What the admin asking may do with the account (`memberAbilities`). */
  can: z.object({ set_level: z.boolean(), suspend: z.boolean(), restore: z.boolean() }),
});
export type Member = z.infer<typeof MemberSchema>;

/** `GET /api/admin/members`: every account, by name. */
export const MembersSchema = z.object({ members: z.array(MemberSchema) });
export type Members = z.infer<typeof MembersSchema>;

/** What a change to a member answers: what happened, and the list after it. */
export const MemberChangeResponseSchema = MembersSchema.extend({ message: z.string() });
export type MemberChangeResponse = z.infer<typeof MemberChangeResponseSchema>;

/** `POST /api/admin/members/{id}/level`. */
export const MemberLevelRequestSchema = z.object({
  access_level: z.enum(INVITE_LEVELS, {
    error: msg('api.member.level', 'Choose verified or trusted.'),
  }),
});

/** The `{id}` of a member. */
export const MemberParamsSchema = idParamsSchema(msg('api.member.none', 'No such member.'));

/** What the Members screen and its calls say. */
export const memberMessages = {
  noMember: msg('api.member.none', 'No such member.'),
  adminLevel: msg(
    'api.member.adminLevel',
    'An admin has every right already; their level is not changed here.',
  ),
  notSelf: msg('api.member.notSelf', 'You cannot suspend yourself.'),
  notAdmin: msg('api.member.notAdmin', 'An admin cannot be suspended.'),
  suspended: msg('api.member.suspended', 'This account is suspended. Ask an admin of the house.'),
} as const;

/** Why the house declined a member's requests (DECISIONS §17): kept by code, said in each language. */
export const memberReasons = {
  suspended: said('api.member.suspendedReason', 'Member suspended'),
  noBooking: said('api.member.noBookingReason', 'Member no longer has booking access'),
};
