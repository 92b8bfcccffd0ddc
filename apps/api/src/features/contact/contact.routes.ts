import { ContactInfoSchema, ContactMessageSchema, MessageResponseSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findContactLocation,
  insertContactMessage,
  listContacts,
  recordContactMail,
} from './contact.repository.js';

export const CONTACT_RECEIVED = 'Thank you! Your message has been received.';

/** The contact form for everyone and the directory for verified members (SPEC §6, DECISIONS §7). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the house; stored first, then mailed',
        body: ContactMessageSchema,
        response: { 201: MessageResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const stamp = app.clock.now().toISOString();
      // Stored before anything else: a mail that fails afterwards loses nothing.
      const id = await insertContactMessage(app.db, {
        ...body,
        user_id: request.user?.row.id ?? null,
        created_at: stamp,
      });

      // Mailed after the answer, retried; whether it went is noted on the stored message.
      const to = app.config.contactEmails.length
        ? app.config.contactEmails
        : app.config.adminEmails;
      const failed = (error: unknown) =>
        recordContactMail(app.db, id, {
          mail_error: error instanceof Error ? error.message.slice(0, 500) : 'unknown',
        });
      if (!to.length) {
        request.log.error({ contactMessage: id }, 'contact message stored but not mailed');
        await failed(new Error('No CONTACT_EMAIL or ADMIN_EMAILS to send to'));
      } else {
        app.mailLater(
          {
            to,
            replyTo: body.email,
            subject: `[Stuga] ${body.subject}: message from ${body.name}`,
            text: `${body.message}\n\n— ${body.name} <${body.email}>${request.user ? ' (signed in)' : ''}`,
          },
          `contact message ${id}`,
          {
            sent: () => recordContactMail(app.db, id, { mailed_at: app.clock.now().toISOString() }),
            failed,
          },
        );
      }
      return reply.status(201).send({ message: CONTACT_RECEIVED });
    },
  );

  app.get(
    '/contact-info',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['contact'],
        summary: 'The people to call and where the house is',
        response: { 200: ContactInfoSchema },
      },
    },
    async () => ({
      contacts: await listContacts(app.db),
      location: (await findContactLocation(app.db)) ?? null,
    }),
  );
};
