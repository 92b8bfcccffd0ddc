import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { addDays, addMonths, displayName, isIn, MAX_ID, optionVisible, msg } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { readHouseName, readSetting, settingKeys } from '../../db/settings.repository.js';
import { findUserById } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { mailLanguage, mailWriter, type MailWriter } from '../../lib/mail-language.js';
import { findFeed, storeFeedNonce } from './calendar.repository.js';
import {
  findBookingOfOption,
  listHeldStays,
  type BookedRow,
} from './bookings/bookings.repository.js';
import { stayErrors } from './stays.policy.js';
import { findOption } from './planning/planning.repository.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { Caller } from './context.js';

/** An instant as jCal writes a UTC date-time: whole seconds. */
const instant = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

/** What the feed answers for an address that is not (or no longer) one. */
export const NO_FEED = msg('api.stay.noCalendar', 'No such calendar.');
/**
 * A booked stay's event id, the same on every read: a booking made from an option keeps the
 * option's (as calendars knew it before bookings were kept apart, DECISIONS §17).
 */
const uidOf = (stay: BookedRow) =>
  stay.option_id !== null ? `stay-${stay.option_id}` : `booking-${stay.id}`;

/** How far back the feed keeps stays that have ended. */
const FEED_MONTHS_BACK = 12;

/**
 * The house in everyone's calendar (DECISIONS §16): each member's secret feed address, the feed
 * itself (the booked stays they may see on the timeline, as all-day events), and one stay as a
 * calendar file. The address opens the feed only; it is not a session.
 */
export function calendarService(app: FastifyInstance) {
  const host = new URL(app.config.publicUrl).hostname;
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

  /**
   * The calendar of some stays, for one member, as iCalendar text: named after the house, its
   * events in the language the member reads the app in (DECISIONS §16). Built as jCal (RFC 7265)
   * and written out by ical.js, which escapes the texts and folds the lines at 75 octets.
   */
  async function calendarOf(
    stays: readonly BookedRow[],
    viewer: { id: number; language: string | null },
  ): Promise<string> {
    const name = await readHouseName(app.db);
    const write: MailWriter = mailWriter(mailLanguage(viewer.language));
    const events = stays.map((stay) => {
      const own = stay.owner_id === viewer.id;
      const first = stay.first_name.trim() || displayName(stay);
      // Without a METHOD, DTSTAMP is when the event was last changed (RFC 5545 §3.8.7.2), not
      // when it was read: the same stays give the same text, so the feed's ETag holds.
      const changed = instant(new Date(stay.updated_at));
      return [
        'vevent',
        [
          ['uid', {}, 'text', `${uidOf(stay)}@${host}`],
          ['dtstamp', {}, 'date-time', changed],
          // All day: the departure day is a day at the house, so the event ends the day after.
          ['dtstart', {}, 'date', stay.from_date],
          ['dtend', {}, 'date', addDays(stay.to_date, 1)],
          ['summary', {}, 'text', own ? write('calendar.own') : write('calendar.other', { first })],
          ['last-modified', {}, 'date-time', changed],
        ],
        [],
      ];
    });
    // Loaded with the first calendar asked for (half a megabyte of source a server may never need).
    const { default: ICAL } = await import('ical.js');
    return ICAL.stringify([
      'vcalendar',
      [
        ['version', {}, 'text', '2.0'],
        ['prodid', {}, 'text', '-//Stuga//Stuga//EN'],
        ['calscale', {}, 'text', 'GREGORIAN'],
        ['name', {}, 'text', name],
        ['x-wr-calname', {}, 'text', name],
      ],
      events,
    ]);
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
      return calendarOf(stays, row);
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
      return calendarOf([stay], { id: caller.id, language: member?.language ?? null });
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
