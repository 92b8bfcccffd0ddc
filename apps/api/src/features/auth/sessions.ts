import { memberMessages, secondFactorMessages } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { presentProfile } from './auth.presenter.js';

/**
 * A session for an account that has already shown who it is (a new account, a changed password,
 * a second factor given); a suspended one gets none. Signing in goes through `signIn`.
 */
export async function sessionFor(app: FastifyInstance, row: UserRow) {
  if (row.suspended_at !== null) throw new HttpError(403, memberMessages.suspended);
  return { jwt: await app.tokens.issue(row), user: profileOf(app, row) };
}

/**
 * The one way a sign-in ends (a password, a passkey, Google): a session, or, for an account whose
 * one-time code is on, a ticket for the second step (DECISIONS §26) and no session yet.
 */
export async function signIn(app: FastifyInstance, row: UserRow) {
  if (row.suspended_at !== null) throw new HttpError(403, memberMessages.suspended);
  if (row.totp_enabled_at !== null) {
    return { second_factor: true as const, ticket: await ticketFor(app, row) };
  }
  return sessionFor(app, row);
}

const TICKET_AUDIENCE = 'stuga-second-factor';
const TICKET_SECONDS = 5 * 60;
const keyOf = (app: FastifyInstance) => new TextEncoder().encode(app.config.jwtSecret);

/** A ticket for the second step: five minutes, never a session (its audience is not the app's). */
function ticketFor(app: FastifyInstance, row: UserRow) {
  const now = app.clock.nowSeconds();
  return new SignJWT({ epoch: row.session_epoch })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(row.id))
    .setIssuer('stuga')
    .setAudience(TICKET_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + TICKET_SECONDS)
    .sign(keyOf(app));
}

/** The account a ticket was given to and its session epoch then; 400 when it is not one. */
export async function readTicket(app: FastifyInstance, ticket: string) {
  try {
    const { payload } = await jwtVerify(ticket, keyOf(app), {
      algorithms: ['HS256'],
      issuer: 'stuga',
      audience: TICKET_AUDIENCE,
      currentDate: app.clock.now(),
      requiredClaims: ['sub', 'exp'],
    });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id)) throw new Error('not an account');
    return { id, epoch: payload.epoch };
  } catch {
    throw new HttpError(400, secondFactorMessages.ticket);
  }
}

export const profileOf = (app: FastifyInstance, row: UserRow) =>
  presentProfile(row, app.isAdminEmail(row.email));

/** Whether an account's address waits for its owner's proof before it has admin rights. */
export const awaitsConfirmation = (app: FastifyInstance, row: UserRow) =>
  row.email_confirmed_at === null && app.isAdminEmail(row.email);

/** The moment of a write: its stamp, and the epoch seconds invites are timed by. */
export const momentOf = (app: FastifyInstance) => ({
  stamp: app.clock.now().toISOString(),
  seconds: app.clock.nowSeconds(),
});
