import type { ContactMessage } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import {
  findContactLocation,
  insertContactMessage,
  listContacts,
  recordContactMail,
} from './contact.repository.js';

export const CONTACT_RECEIVED = 'Thank you! Your message has been received.';

/** The contact form for everyone and the directory for verified members (DECISIONS §7). */
export function contactService(app: FastifyInstance) {
  return {
    /**
     * Stores a message first, so a mail that fails loses nothing, then mails it to CONTACT_EMAIL
     * (or the admins) after the answer; whether it went is noted on the stored message.
     */
    async send(message: ContactMessage, userId: number | null) {
      const id = await insertContactMessage(app.db, {
        ...message,
        user_id: userId,
        created_at: app.clock.now().toISOString(),
      });
      const to = app.config.contactEmails.length
        ? app.config.contactEmails
        : app.config.adminEmails;
      const failed = (error: unknown) =>
        recordContactMail(app.db, id, {
          mail_error: error instanceof Error ? error.message.slice(0, 500) : 'unknown',
        });
      if (!to.length) {
        app.log.error({ contactMessage: id }, 'contact message stored but not mailed');
        await failed(new Error('No CONTACT_EMAIL or ADMIN_EMAILS to send to'));
      } else {
        app.mailLater(
          {
            to,
            replyTo: message.email,
            subject: `[Stuga] ${message.subject}: message from ${message.name}`,
            text: `${message.message}\n\n— ${message.name} <${message.email}>${userId ? ' (signed in)' : ''}`,
          },
          `contact message ${id}`,
          {
            sent: () => recordContactMail(app.db, id, { mailed_at: app.clock.now().toISOString() }),
            failed,
          },
        );
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
