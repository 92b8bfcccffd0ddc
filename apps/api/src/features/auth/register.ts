import { hash } from '@node-rs/argon2';
import {
  needsSignup,
  type AccessHolder,
  type RegisterRequestSchema,
  type SignupRequestSchema,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { inviteErrors, recordInviteUse, redeemInvite } from '../../db/invites.repository.js';
import type { UserRow } from '../../db/schema.js';
import { insertUser, updateUser } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';

import { EMAIL_TAKEN } from './auth.messages.js';
import { sendConfirmation } from './mailed-links.js';
import { awaitsConfirmation, momentOf, profileOf, sessionFor } from './sessions.js';

type Registration = z.output<typeof RegisterRequestSchema>;
type Signup = z.output<typeof SignupRequestSchema>;

/**
 * Creates an account. A non-admin needs an invite code, used in the account's own
 * transaction: of two registrations racing for one code exactly one gets it, and a failed
 * insert gives the use back. An admin address needs no code, and gets its rights once its
 * owner opens the link mailed to it.
 */
export async function register(app: FastifyInstance, body: Registration) {
  const isAdmin = app.isAdminEmail(body.email);
  if (!isAdmin && !body.invite_code) throw new HttpError(400, inviteErrors.required);
  const passwordHash = await hash(body.password);
  const at = momentOf(app);
  const row = await unitOfWork(app.database, async (trx) => {
    let invite;
    if (body.invite_code) {
      const result = await redeemInvite(trx, body.invite_code, at.seconds, app.holds);
      if ('problem' in result) {
        if (!isAdmin) throw new HttpError(400, result.problem);
      } else {
        invite = result.invite;
      }
    }
    let made;
    try {
      made = await insertUser(trx, {
        email: body.email,
        password_hash: passwordHash,
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
    if (invite) await recordInviteUse(trx, invite.id, made.id, at.stamp);
    // The confirmation link is owed exactly when the account exists: queued in its writing.
    if (awaitsConfirmation(app, made)) await sendConfirmation(app, made, trx);
    return made;
  });
  return sessionFor(app, row);
}

/**
 * Completes an account's signup: names and phone, and for an unverified non-admin the invite
 * that gives it its level, used in the same transaction.
 */
export async function signup(
  app: FastifyInstance,
  user: { row: UserRow } & AccessHolder,
  body: Signup,
) {
  const at = momentOf(app);
  const names = {
    first_name: body.first_name,
    last_name: body.last_name,
    phone: body.phone ?? null,
    updated_at: at.stamp,
  };
  if (!needsSignup(user))
    return {
      user: profileOf(
        app,
        await unitOfWork(app.database, (db) => updateUser(db, user.row.id, names)),
      ),
    };
  const code = body.invite_code;
  if (!code) throw new HttpError(400, inviteErrors.required);
  const updated = await unitOfWork(app.database, async (trx) => {
    const result = await redeemInvite(trx, code, at.seconds, app.holds);
    if ('problem' in result) throw new HttpError(400, result.problem);
    await recordInviteUse(trx, result.invite.id, user.row.id, at.stamp);
    return updateUser(trx, user.row.id, {
      ...names,
      access_level: result.invite.code_type,
      endorser: result.invite.generated_by_name,
      invited_by_user_id: result.invite.generated_by_user_id,
    });
  });
  return { user: profileOf(app, updated) };
}
