import { BALANCE_REMINDER_DAYS, BALANCE_REMINDER_HOUR } from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { moneyReaders } from './money-mails.js';
import { balanceMail } from './money.mail.js';
import { claimBalanceReminder } from './money.repository.js';
import { balancesOf, HOUSE, ledgerOf } from './money-view.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The monthly reminder of an open balance (DECISIONS §23): in the first days of each month
 * (`BALANCE_REMINDER_DAYS`, from `BALANCE_REMINDER_HOUR` house time), each member who owes the
 * others is mailed what they owe, in their language, unless they turned it off or may no longer
 * use the money. Once per member and month whichever process looks first: the month's row is
 * written in the transaction that queues the mail. Answers how many were sent.
 */
export async function sendBalanceReminders(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const here = dayjs(now).tz(app.config.timeZone);
  if (here.date() > BALANCE_REMINDER_DAYS || here.hour() < BALANCE_REMINDER_HOUR) return 0;
  const month = app.clock.dayOf(now).slice(0, 7);
  const owing = new Map(
    [...balancesOf(await ledgerOf(app.db))].filter(
      ([member, balance]) => member !== HOUSE && balance < 0,
    ),
  );
  let sent = 0;
  for (const reader of await moneyReaders(app, app.db, [...owing.keys()], 'balance')) {
    await unitOfWork(app.database, async (db) => {
      if (!(await claimBalanceReminder(db, reader.id, month, now.toISOString()))) return;
      await app.queueMail(db, balanceMail(reader, -owing.get(reader.id)!, app.config.publicUrl));
      sent += 1;
    });
  }
  return sent;
}
