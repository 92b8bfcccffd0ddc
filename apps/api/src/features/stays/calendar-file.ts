import { addDays, displayName } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { readHouseName } from '../../db/settings.repository.js';
import type { MailKey } from '../../i18n/mail.en.js';
import { mailLanguage, mailWriter, type MailWriter } from '../../lib/mail-language.js';
import { type BookedRow } from './bookings/bookings.repository.js';

/**
 * A day of the year's work on a member's calendar (DECISIONS §24): a work day they signed up for,
 * a chore's turn; its summary written in their language.
 */
export interface DayEvent {
  uid: string;
  day: string;
  /** When it last changed (ISO). */
  changed: string;
  summary: { key: MailKey; values: Record<string, string> };
}

/** An instant as jCal writes a UTC date-time: whole seconds. */
const instant = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * A booked stay's event id, the same on every read: a booking made from an option keeps the
 * option's (as calendars knew it before bookings were kept apart, DECISIONS §17).
 */
const uidOf = (stay: BookedRow) =>
  stay.option_id !== null ? `stay-${stay.option_id}` : `booking-${stay.id}`;

/**
 * The calendar of some stays, for one member, as iCalendar text: named after the house, its
 * events in the language the member reads the app in (DECISIONS §16). Built as jCal (RFC 7265)
 * and written out by ical.js, which escapes the texts and folds the lines at 75 octets.
 */
export async function calendarOf(
  app: FastifyInstance,
  stays: readonly BookedRow[],
  viewer: { id: number; language: string | null },
  days: readonly DayEvent[] = [],
): Promise<string> {
  const host = new URL(app.config.publicUrl).hostname;
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
  // The work days the member signed up for, and their chores' turns, each a day of its own.
  for (const day of days) {
    const changed = instant(new Date(day.changed));
    events.push([
      'vevent',
      [
        ['uid', {}, 'text', `${day.uid}@${host}`],
        ['dtstamp', {}, 'date-time', changed],
        ['dtstart', {}, 'date', day.day],
        ['dtend', {}, 'date', addDays(day.day, 1)],
        ['summary', {}, 'text', write(day.summary.key, day.summary.values)],
        ['last-modified', {}, 'date-time', changed],
      ],
      [],
    ]);
  }
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
