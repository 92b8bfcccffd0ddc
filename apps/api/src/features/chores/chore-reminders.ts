import { mailChoiceFor } from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { choreMail } from './chores.mail.js';
import { readersOf } from '../../db/users.repository.js';
import { claimChoreReminder, dueToRemind } from './chores.repository.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The hour, house time, from which a day's chores are mailed. */
const REMINDER_HOUR = 8;

/**
 * On its day, from 08:00 house time, the one whose turn it is is mailed the chore (DECISIONS
 * §24), in their language, unless they turned the chores' mails off or may no longer take turns:
 * once per occurrence whichever process looks first (its `reminded_at` is claimed in the
 * transaction that queues the mail). Answers how many were sent.
 */
export async function remindChores(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  if (dayjs(now).tz(app.config.timeZone).hour() < REMINDER_HOUR) return 0;
  let sent = 0;
  for (const occurrence of await dueToRemind(app.db, app.clock.today())) {
    const [reader] = await readersOf(app.db, [occurrence.doer], 'chore');
    if (!reader || !app.holds(reader, 'chore')) continue;
    if (mailChoiceFor('chore', reader.choice ?? undefined) === 'off') continue;
    await unitOfWork(app.database, async (db) => {
      if (!(await claimChoreReminder(db, occurrence.id, now.toISOString()))) return;
      await app.queueMail(db, choreMail(reader, occurrence, app.config.publicUrl));
      sent += 1;
    });
  }
  return sent;
}
