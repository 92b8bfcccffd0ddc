import { ContactInfoSchema, ContactMessageSchema, MessageResponseSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContactService } from './contact.service.js';

/** The contact form for everyone and the directory for verified members (SPEC §6, DECISIONS §7). */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
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
    async (request, reply) =>
      reply.status(201).send(await contact.send(request.body, request.user?.row.id ?? null)),
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
    async () => contact.directory(),
  );
};
