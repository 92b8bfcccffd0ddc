import { addDays, DOCUMENT_REMINDER_DAYS, expiryReminderDue } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { expiryMail } from './documents.mail.js';
import { claimExpiryReminder, expiringBetween } from './documents.repository.js';

/**
 * The admins are mailed of each document that runs out in 90 and in 30 days (DECISIONS §24; the
 * nearest only, for one added later), in their languages: once per document, expiry and
 * reminder, the row written in the transaction that queues the mail, whichever process looks
 * first. A new expiry day is reminded of anew. Answers how many were sent.
 */
export async function remindExpiringDocuments(app: FastifyInstance): Promise<number> {
  const today = app.clock.today();
  const last = addDays(today, Math.max(...DOCUMENT_REMINDER_DAYS));
  let sent = 0;
  for (const document of await expiringBetween(app.db, today, last)) {
    const expires = document.expires!;
    const days = expiryReminderDue(today, expires);
    if (days === null) continue;
    await unitOfWork(app.database, async (db) => {
      const stamp = app.clock.now().toISOString();
      if (!(await claimExpiryReminder(db, { documentId: document.id, expires, days, stamp }))) {
        return;
      }
      await app.queueMailIn(db, app.config.adminEmails, (write) =>
        expiryMail(write, { title: document.title, expires, today }, app.config.publicUrl),
      );
      sent += 1;
    });
  }
  return sent;
}
