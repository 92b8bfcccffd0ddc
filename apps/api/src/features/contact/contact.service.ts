import type { ContactMessage } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import type { Mail } from '../../plugins/mail.js';
import { readHouseName } from '../../db/settings.repository.js';
import type { MailKey } from '../../i18n/mail.en.js';
import { mailWriter, recipientsByLanguage } from '../../lib/mail-language.js';
import {
  findContactLocation,
  insertContactMessage,
  listContacts,
  recordContactMail,
} from './contact.repository.js';

export const CONTACT_RECEIVED = 'Thank you! Your message has been received.';

/** The contact form's subjects (SPEC's English, as sent) in the mail's words. */
const topics: Record<ContactMessage['subject'], MailKey> = {
  'General Inquiry': 'contact.topic.general',
  'Booking Question': 'contact.topic.booking',
  'Technical Issue': 'contact.topic.technical',
  Feedback: 'contact.topic.feedback',
  Other: 'contact.topic.other',
};

/** The contact form for everyone and the directory for verified members (DECISIONS §7). */
export function contactService(app: FastifyInstance) {
  const failed = (id: number, error: unknown) =>
    recordContactMail(app.db, id, {
      mail_error: error instanceof Error ? error.message.slice(0, 500) : 'unknown',
    });
  // The mail of a message, sent by the job worker; whether it went is noted on the message.
  app.outbox.define<{ id: number; mail: Mail }>('contact_mail', {
    mail: ({ mail }) => mail,
    sent: ({ id }) => recordContactMail(app.db, id, { mailed_at: app.clock.now().toISOString() }),
    failed: ({ id }, error) => failed(id, error),
    keep: ({ id }) => ({ id }),
  });

  return {
    /**
     * Stores a message and queues its mail to CONTACT_EMAIL (or the admins) in one transaction,
     * so a message answered "received" is mailed even after a crash (the outbox): once for each
     * language the recipients' accounts read (DECISIONS §16), the visitor's words as written.
     */
    async send(message: ContactMessage, userId: number | null) {
      const to = app.config.contactEmails.length
        ? app.config.contactEmails
        : app.config.adminEmails;
      const id = await unitOfWork(app.database, async (trx) => {
        const stored = await insertContactMessage(trx, {
          ...message,
          user_id: userId,
          created_at: app.clock.now().toISOString(),
        });
        if (to.length) {
          const house = await readHouseName(trx);
          for (const [language, addresses] of await recipientsByLanguage(trx, to)) {
            const write = mailWriter(language);
            const sender = { name: message.name, email: message.email };
            await app.jobs.add(trx, 'contact_mail', {
              id: stored,
              mail: {
                to: addresses,
                replyTo: message.email,
                subject: write('contact.subject', {
                  house,
                  topic: write(topics[message.subject]),
                  name: message.name,
                }),
                text: `${message.message}\n\n${write(userId ? 'contact.fromMember' : 'contact.from', sender)}`,
              },
            });
          }
        }
        return stored;
      });
      if (!to.length) {
        app.log.error({ contactMessage: id }, 'contact message stored but not mailed');
        await failed(id, new Error('No CONTACT_EMAIL or ADMIN_EMAILS to send to'));
      }
      return { message: CONTACT_RECEIVED };
    },

    async directory() {
      return {
        contacts: await listContacts(app.db),
        location: (await findContactLocation(app.db)) ?? null,
      };
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
