import { addDays, WORK_DAY_REMINDER_DAYS } from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { workDayReminder } from './work-days.mail.js';
import { claimWorkDayReminder, peopleOf, workDaysFrom } from './work-days.repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The hour, house time, from which a day's reminders go. */
const REMINDER_HOUR = 9;

/**
 * The people of each work day within the next `WORK_DAY_REMINDER_DAYS` days are mailed their task
 * (DECISIONS §24), from 09:00 house time, in their language: once per member and day whichever
 * process looks first (the row is written in the transaction that queues the mail), and only to
 * a member who may still plan stays (the account as it is now). Answers how many were sent.
 */
export async function remindWorkDays(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  if (dayjs(now).tz(app.config.timeZone).hour() < REMINDER_HOUR) return 0;
  const today = app.clock.today();
  const last = addDays(today, WORK_DAY_REMINDER_DAYS);
  let sent = 0;
  for (const day of (await workDaysFrom(app.db, today)).filter((found) => found.day <= last)) {
    for (const person of await peopleOf(app.db, day.id)) {
      if (!app.holds(person, 'workday')) continue;
      await unitOfWork(app.database, async (db) => {
        if (!(await claimWorkDayReminder(db, day.id, person.id, now.toISOString()))) return;
        await app.queueMail(
          db,
          workDayReminder(person, { ...day, task: person.task }, app.config.publicUrl),
        );
        sent += 1;
      });
    }
  }
  return sent;
}
