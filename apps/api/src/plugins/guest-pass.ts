import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findPassByHash } from '../db/guest-passes.repository.js';
import { findUserById } from '../db/users.repository.js';
import { stayWindow } from '../lib/house-time.js';

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
  if (!pass || pass.revoked_at !== null || pass.status !== 'held') return null;
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
