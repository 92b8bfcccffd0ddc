import type { RegisterRequestSchema, SignupRequestSchema } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database, UserRow } from '../../db/schema.js';
import { insertUser, updateUser } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { inviteErrors, redeemInvite } from '../invites/invites.repository.js';

type Db = Kysely<Database>;
type Registration = Omit<z.output<typeof RegisterRequestSchema>, 'password'>;
type Signup = z.output<typeof SignupRequestSchema>;

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

/** When a change happens: the instant as ISO text, and in epoch seconds for invite expiry. */
export interface Moment {
  stamp: string;
  seconds: number;
}

/**
 * Creates an account. A non-admin needs an invite code, which is used in the account's own
 * transaction: of two registrations racing for one code exactly one gets it, and a failed insert
 * gives the use back. An admin address needs no code, and a bad one is simply not used.
 */
export async function registerAccount(
  db: Db,
  body: Registration & { password_hash: string },
  isAdmin: boolean,
  at: Moment,
): Promise<UserRow> {
  if (!isAdmin && !body.invite_code) throw new HttpError(400, inviteErrors.required);
  return db.transaction().execute(async (trx) => {
    let invite;
    if (body.invite_code) {
      const result = await redeemInvite(trx, body.invite_code, at.seconds);
      if ('problem' in result) {
        if (!isAdmin) throw new HttpError(400, result.problem);
      } else {
        invite = result.invite;
      }
    }
    try {
      return await insertUser(trx, {
        email: body.email,
        password_hash: body.password_hash,
        first_name: body.first_name ?? '',
        last_name: body.last_name ?? '',
        phone: body.phone ?? null,
        access_level: invite?.code_type ?? 'unverified',
        endorser: invite?.generated_by_name ?? null,
        invited_by_user_id: invite?.generated_by_user_id ?? null,
        created_at: at.stamp,
        updated_at: at.stamp,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    }
  });
}

/**
 * Completes an account's signup: names and phone, and for an unverified non-admin the invite that
 * gives it its level, used in the same transaction.
 */
export async function completeSignup(
  db: Db,
  user: { id: number; needsInvite: boolean },
  body: Signup,
  at: Moment,
): Promise<UserRow> {
  const names = {
    first_name: body.first_name,
    last_name: body.last_name,
    phone: body.phone ?? null,
    updated_at: at.stamp,
  };
  if (!user.needsInvite) return updateUser(db, user.id, names);
  const code = body.invite_code;
  if (!code) throw new HttpError(400, inviteErrors.required);
  return db.transaction().execute(async (trx) => {
    const result = await redeemInvite(trx, code, at.seconds);
    if ('problem' in result) throw new HttpError(400, result.problem);
    return updateUser(trx, user.id, {
      ...names,
      access_level: result.invite.code_type,
      endorser: result.invite.generated_by_name,
      invited_by_user_id: result.invite.generated_by_user_id,
    });
  });
}
