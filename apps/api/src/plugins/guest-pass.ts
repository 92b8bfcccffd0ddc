import { createHash } from 'node:crypto';
import { accessRefusals } from '@stuga/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findPassByHash } from '../db/guest-passes.repository.js';
import { findUserById } from '../db/users.repository.js';
import { clientAddress } from '../lib/client-address.js';
import { stayWindow } from '../lib/house-time.js';
import { HttpError } from '../lib/http-error.js';
import { tooManyTries } from '../lib/too-many.js';

/**
 * What the login limits count a guest pass's failures under, as they count an email: the token
 * tried (its hash). One token tried again and again waits as an email would; many made-up tokens
 * from one address wait as many emails would; nobody's guessing holds back anyone else's pass.
 */
const triesOf = (token: string) => `guest pass:${guestTokenHash(token).slice(0, 22)}`;

/** A guest pass as it opens a guest route: its booking, its host's first name and its window. */
export interface GuestCaller {
  passId: number;
  bookingId: number;
  ownerId: number;
  guestName: string;
  host: string;
  from: string;
  to: string;
  opensAt: Date;
  closesAt: Date;
}

/** How a guest pass's token is kept: its SHA-256, never the token. */
export const guestTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/**
 * The guest pass a guest route is opened with (DECISIONS §26), if it opens the house now: not
 * taken back, its booking still held, its giver still standing behind it (the booking's owner, or
 * an admin), before 12:00 on departure day. Read fresh at every use.
 */
export async function guestPassOf(
  app: FastifyInstance,
  token: string | undefined,
): Promise<GuestCaller | null> {
  if (!token || token.length > 200) return null;
  const pass = await findPassByHash(app.db, guestTokenHash(token));
  if (!pass || pass.revoked_at !== null || !pass.held) return null;
  const giver = await findUserById(app.db, pass.giver_id);
  if (!giver || !app.holds(giver, 'guest_pass')) return null;
  if (giver.id !== pass.owner_id && !app.isAdmin(giver)) return null;
  const { opensAt, closesAt } = stayWindow(app.config.timeZone, pass);
  if (app.clock.now() >= closesAt) return null;
  return {
    passId: pass.id,
    bookingId: pass.booking_id,
    ownerId: pass.owner_id,
    guestName: pass.guest_name,
    host: pass.host,
    from: pass.from_date,
    to: pass.to_date,
    opensAt,
    closesAt,
  };
}

/**
 * A guest route's pass, under the login limits: a pass that opens nothing counts as a failed login
 * of its address (guessing passes waits as guessing passwords does). Answers the refusal, if any.
 */
export async function guestFrom(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string | undefined,
): Promise<HttpError | undefined> {
  // No pass at all guesses nothing: refused, not counted.
  if (!token) return new HttpError(401, accessRefusals.guest);
  const address = clientAddress(request.ip);
  const tries = triesOf(token);
  const wait = await app.loginGuard.retryAfter(tries, address);
  if (wait > 0) return tooManyTries(wait);
  request.guest = await guestPassOf(app, token);
  if (request.guest) return undefined;
  await app.loginGuard.attempt(tries, address);
  return new HttpError(401, accessRefusals.guest);
}
