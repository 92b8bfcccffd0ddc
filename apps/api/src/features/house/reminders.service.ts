import {
  addDays,
  channelFor,
  sendsMail,
  DIGEST_HOUR,
  DIGEST_WEEKDAY,
  MAIL_KINDS,
  mailChoiceFor,
  REMINDER_KINDS,
  reminderWindow,
  weekdayOf,
  type HouseTime,
  type MailChoices,
  type ReminderKind,
} from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import { heldStaysWithReaders } from '../../db/held-stays.repository.js';
import { channelOf } from '../../db/push.repository.js';
import { claimReminder } from '../../db/reminder-sent.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { digestMail, reminderMail } from './reminders.mail.js';
import {
  addDigestItem,
  choiceOf,
  claimDigest,
  digestItemsOf,
  listChoices,
  markDigested,
  membersWaitingForDigest,
  sentFor,
  writeChoices,
} from './reminders.repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Reminders by mail (DECISIONS §20): each of a stay's four, once, in its window of house time,
 * by the member's choice: at once, kept for the weekly digest (Mondays from 08:00), or not at
 * all; and as a push on their devices, by their channel for reminders (§25). Every process looks every ten minutes; a row per stay and kind (and per member and week)
 * decides which process sends, so a reminder goes once over restarts and with two processes.
 */
export function remindersService(app: FastifyInstance) {
  const zone = app.config.timeZone;
  const instant = (time: HouseTime) =>
    dayjs.tz(`${time.day} ${String(time.hour).padStart(2, '0')}:00`, zone).toDate();

  async function sendDue() {
    const now = app.clock.now();
    const today = app.clock.dayOf(now);
    const stamp = now.toISOString();
    // Every window lies within 9 days after departure and 5 before arrival.
    const bookings = await heldStaysWithReaders(app.db, addDays(today, -10), addDays(today, 6));
    const sent = await sentFor(
      app.db,
      bookings.map((b) => b.id),
    );
    for (const booking of bookings) {
      for (const kind of REMINDER_KINDS) {
        if (sent.has(`${booking.id}:${kind}`)) continue;
        const window = reminderWindow(kind, { from: booking.from_date, to: booking.to_date });
        if (now < instant(window.from) || now >= instant(window.until)) continue;
        await unitOfWork(app.database, async (db) => {
          if (!(await claimReminder(db, booking.id, kind, stamp))) return;
          // A choice the kind no longer offers (a digest for the day before) counts as "now".
          const choice = mailChoiceFor(kind, await choiceOf(db, booking.user_id, kind));
          const mail = reminderMail(booking, kind, booking, app.config.publicUrl);
          // The mail as the member chose for this reminder (at once, in the digest, or not),
          // when their channel for reminders sends mail; the push by that channel (§25).
          const channel = channelFor(await channelOf(db, booking.user_id, 'reminder'));
          await app.notify(db, {
            userId: booking.user_id,
            kind: 'reminder',
            mail: choice === 'now' ? mail : null,
            push: {
              body: mail.subject,
              url: `/at-the-house?stay=${booking.id}`,
              tag: `reminder-${booking.id}`,
            },
            once: `reminder:${booking.id}:${kind}`,
          });
          if (choice === 'digest' && sendsMail(channel)) {
            await addDigestItem(db, booking.user_id, booking.id, kind, stamp);
          }
        });
      }
    }
  }

  async function sendDigests() {
    const now = app.clock.now();
    const here = dayjs(now).tz(zone);
    const today = app.clock.dayOf(now);
    if (weekdayOf(today) !== DIGEST_WEEKDAY || here.hour() < DIGEST_HOUR) return;
    const stamp = now.toISOString();
    for (const member of await membersWaitingForDigest(app.db)) {
      await unitOfWork(app.database, async (db) => {
        if (!(await claimDigest(db, member.id, today, stamp))) return;
        const items = await digestItemsOf(db, member.id);
        if (!items.length) return;
        await app.queueMail(
          db,
          digestMail(
            member,
            items.map((item) => ({ ...item, kind: item.kind as ReminderKind })),
            app.config.publicUrl,
          ),
        );
        await markDigested(
          db,
          items.map((item) => item.id),
          stamp,
        );
      });
    }
  }

  return {
    /** What is due now: each stay's reminders, and on Mondays the digests. */
    async sweep() {
      await sendDue();
      await sendDigests();
    },

    /** A member's choices; a kind never chosen comes at once. */
    async choices(userId: number): Promise<MailChoices> {
      const kept = new Map(
        (await listChoices(app.db, userId)).map((row) => [row.kind, row.choice]),
      );
      return {
        choices: Object.fromEntries(
          MAIL_KINDS.map((kind) => [kind, mailChoiceFor(kind, kept.get(kind))]),
        ) as MailChoices['choices'],
      };
    },

    async choose(userId: number, input: MailChoices): Promise<MailChoices> {
      await unitOfWork(app.database, (db) => writeChoices(db, userId, input.choices));
      return this.choices(userId);
    },
  };
}

export type RemindersService = ReturnType<typeof remindersService>;
