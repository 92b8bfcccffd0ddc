import { randomBytes } from 'node:crypto';
import { guestPassMessages, toWireDate, type GuestPass, type GuestPassInput } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import {
  countPasses,
  insertGuestPass,
  passesOfBooking,
  revokeGuestPass,
} from '../../db/guest-passes.repository.js';
import { readHouseName } from '../../db/settings.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { stayWindow } from '../../lib/house-time.js';
import { HttpError } from '../../lib/http-error.js';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import { guestTokenHash } from '../../plugins/guest-pass.js';
import { guestUse, type GuestSources } from './guest-view.js';
import type { Caller } from '../../plugins/caller.js';
import { ownBooking, type ImageDelivery } from './house-views.js';

const MOST_PASSES = 20;

/**
 * Guest passes (DECISIONS §26): the owner of a held booking (or an admin) gives a pass to
 * someone without an account; its link (and QR code) opens the guest's view from the codes
 * window's start to 12:00 on departure day. Only the token's hash is kept; each use is kept; a
 * pass is taken back at once, and ends with its booking or its giver's standing (`HOLDINGS`).
 */
export function guestPassesService(
  app: FastifyInstance,
  pictures: ImageDelivery,
  sources: GuestSources,
) {
  const zone = app.config.timeZone;
  const present = (
    row: Awaited<ReturnType<typeof passesOfBooking>>[number],
    window: ReturnType<typeof stayWindow>,
  ): GuestPass => ({
    id: row.id,
    guest_name: row.guest_name,
    email: row.email,
    created_at: row.created_at,
    revoked_at: row.revoked_at,
    opens_at: window.opensAt.toISOString(),
    closes_at: window.closesAt.toISOString(),
    uses: Number(row.uses),
    last_used_at: row.last_used_at,
  });

  return {
    async list(caller: Caller, bookingId: number) {
      const booking = await ownBooking(app.db, caller, bookingId);
      const window = stayWindow(zone, booking);
      const rows = await passesOfBooking(app.db, booking.id);
      return { passes: rows.map((row) => present(row, window)) };
    },

    async give(
      caller: Caller,
      bookingId: number,
      input: { guest_name: string; email: string | null },
    ) {
      return unitOfWork(app.database, async (db) => {
        const booking = await ownBooking(db, caller, bookingId);
        const window = stayWindow(zone, booking);
        if (app.clock.now() >= window.closesAt) throw new HttpError(409, guestPassMessages.over);
        if ((await countPasses(db, booking.id)) >= MOST_PASSES) {
          throw new HttpError(409, guestPassMessages.tooMany);
        }
        const token = randomBytes(24).toString('base64url');
        const stamp = app.clock.now().toISOString();
        const row = await insertGuestPass(db, {
          booking_id: booking.id,
          token_hash: guestTokenHash(token),
          guest_name: input.guest_name,
          email: input.email,
          created_by: caller.id,
          created_at: stamp,
          revoked_at: null,
        });
        const link = `${app.config.publicUrl}/guest#${token}`;
        if (input.email) {
          const write = mailWriter(mailLanguage(caller.session.row.language));
          const values = {
            host: caller.session.row.first_name || caller.name,
            house: await readHouseName(db),
            guest: input.guest_name,
            opens: toWireDate(booking.from_date),
            closes: toWireDate(booking.to_date),
            url: link,
          };
          await app.queueMail(db, {
            to: input.email,
            subject: write('guest.subject', values),
            text: write('guest.text', values),
          });
        }
        const { default: QRCode } = await import('qrcode');
        const svg = await QRCode.toString(link, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 4,
        });
        return {
          pass: present({ ...row, uses: 0, last_used_at: null }, window),
          link,
          qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        };
      });
    },

    async revoke(caller: Caller, bookingId: number, passId: number) {
      const booking = await ownBooking(app.db, caller, bookingId);
      const done = await revokeGuestPass(app.db, booking.id, passId, app.clock.now().toISOString());
      if (done === 'none') throw new HttpError(404, guestPassMessages.none);
      return this.list(caller, bookingId);
    },

    ...guestUse(app, pictures, sources),
  };
}

export type GuestPassesService = ReturnType<typeof guestPassesService>;
export type { GuestPassInput };

export type { GuestSources };
