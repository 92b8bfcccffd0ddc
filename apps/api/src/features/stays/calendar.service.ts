import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addMonths, isIn, MAX_ID, optionVisible, msg } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { readSetting, settingKeys } from '../../db/settings.repository.js';
import { findUserById } from '../../db/users.repository.js';
import { signedWorkDays } from '../../db/work-days.repository.js';
import { choreTurnsOf } from '../../db/chores.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { findFeed, storeFeedNonce } from './calendar.repository.js';
import { findBookingOfOption, listHeldStays } from './bookings/bookings.repository.js';
import { stayErrors } from './stays.policy.js';
import { findOption } from './planning/planning.repository.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { Caller } from './context.js';
import { calendarOf } from './calendar-file.js';

/** What the feed answers for an address that is not (or no longer) one. */
export const NO_FEED = msg('api.stay.noCalendar', 'No such calendar.');

/** How far back the feed keeps stays that have ended. */
const FEED_MONTHS_BACK = 12;

/**
 * The house in everyone's calendar (DECISIONS §16): each member's secret feed address, the feed
 * itself (the booked stays they may see on the timeline, as all-day events), and one stay as a
 * calendar file. The address opens the feed only; it is not a session.
 */
export function calendarService(app: FastifyInstance) {
  const addresses = (token: string) => {
    const url = `${app.config.publicUrl}/api/calendar/${token}.ics`;
    return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
  };

  /** The secret of an address: an HMAC of the member and the nonce under the server's secret. */
  const secretOf = (userId: number, nonce: string) =>
    createHmac('sha256', app.config.jwtSecret).update(`calendar:${userId}:${nonce}`).digest();

  /**
   * The member's address: the one they have, or a new one (`replace`: always a new one), made
   * under the credential epoch their account had when they asked (`epoch`).
   */
  async function addressOf(userId: number, epoch: number, replace: boolean) {
    const nonce = await storeFeedNonce(
      app.db,
      userId,
      { nonce: randomBytes(16).toString('hex'), epoch },
      app.clock.now().toISOString(),
      replace,
    );
    return addresses(`${userId}.${secretOf(userId, nonce).toString('base64url')}`);
  }

  return {
    /** The caller's feed address, made on first asking. */
    address: (caller: AuthUser) => addressOf(caller.row.id, caller.row.credential_epoch, false),

    /** A new address for the caller; the old one stops working at once. */
    async newAddress(caller: AuthUser) {
      return {
        ...(await addressOf(caller.row.id, caller.row.credential_epoch, true)),
        message: 'A new address is made; the old one no longer works.',
      };
    },

    /**
     * The feed of the address `token`: the booked stays its member may see on the timeline
     * (the horizon applies), from a year back. A wrong or old address is 404, compared in
     * constant time.
     */
    async feed(token: string): Promise<string> {
      const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) throw new HttpError(404, NO_FEED);
      const userId = Number(match[1]);
      // An id no account can have is no address (and never reaches SQL out of its range).
      if (userId < 1 || userId > MAX_ID) throw new HttpError(404, NO_FEED);
      const feed = await findFeed(app.db, userId);
      const given = Buffer.from(match[2]!, 'base64url');
      // A member without an address is compared too, so its answer takes as long as a wrong one.
      const expected = secretOf(userId, feed?.nonce ?? 'none');
      const same = given.length === expected.length && timingSafeEqual(given, expected);
      if (!same || feed === undefined) throw new HttpError(404, NO_FEED);
      // Only while the member, as they are now, stands behind it (convention 13): a level taken
      // away or a suspension closes it, and one made before either never opens again.
      const row = await findUserById(app.db, userId);
      if (!row || !app.holds(row, 'feed', feed.epoch)) throw new HttpError(404, NO_FEED);
      const isAdmin = app.isAdmin(row);
      const today = app.clock.today();
      const horizon =
        (await readSetting<string | null>(app.db, settingKeys.planningHorizon)) ?? null;
      const viewer = { user_id: row.id, is_admin: isAdmin };
      const stays = (await listHeldStays(app.db, addMonths(today, -FEED_MONTHS_BACK))).filter(
        (stay) =>
          optionVisible(
            { owner_id: stay.owner_id, status: stay.status, from: stay.from_date },
            viewer,
            horizon,
          ),
      );
      const since = addMonths(today, -FEED_MONTHS_BACK);
      const [workDays, turns] = await Promise.all([
        signedWorkDays(app.db, row.id, since),
        choreTurnsOf(app.db, row.id, since),
      ]);
      return calendarOf(app, stays, row, [
        ...workDays.map((day) => ({
          uid: `work-day-${day.id}`,
          day: day.day,
          changed: day.signed_at,
          summary: {
            key: 'calendar.workDay' as const,
            values: { title: day.title, task: day.task },
          },
        })),
        ...turns.map((turn) => ({
          uid: `chore-${turn.id}`,
          day: turn.day,
          changed: turn.created_at,
          summary: { key: 'calendar.chore' as const, values: { title: turn.title } },
        })),
      ]);
    },

    /** One booked stay of the caller as a calendar file ("Add to calendar"). */
    async stayFile(caller: Caller, optionId: number): Promise<string> {
      const option = await findOption(app.db, optionId);
      if (!option || option.owner_id !== caller.id) throw new HttpError(404, stayErrors.noOption);
      const stay = await findBookingOfOption(app.db, optionId);
      if (!stay || !isIn('inFeeds', stay.status)) {
        throw new HttpError(
          409,
          msg('api.stay.notInCalendar', 'Only an approved stay can be added to a calendar.'),
        );
      }
      const member = await findUserById(app.db, caller.id);
      return calendarOf(app, [stay], { id: caller.id, language: member?.language ?? null });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
