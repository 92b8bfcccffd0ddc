import {
  GuestbookEntryResponseSchema,
  GuestbookListSchema,
  GuestbookPostSchema,
  GuestbookQuerySchema,
  GuestbookTagsSchema,
  normaliseTags,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertEntry, listEntries, tagCounts } from './guestbook.repository.js';

/** The guestbook: anyone reads, signed-in users write (SPEC §6, DECISIONS §6). */
export const guestbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guestbook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['guestbook'],
        summary: 'Entries, newest first; `tags` (comma-joined) keeps those with any of them',
        querystring: GuestbookQuerySchema,
        response: { 200: GuestbookListSchema },
      },
    },
    async (request) => ({
      entries: await listEntries(app.db, normaliseTags(request.query.tags)),
    }),
  );

  app.post(
    '/guestbook',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags: ['guestbook'],
        summary: 'Leave a message',
        body: GuestbookPostSchema,
        response: { 201: GuestbookEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await insertEntry(app.db, {
        user_id: request.user!.row.id,
        name: request.body.name ?? '',
        message: request.body.message,
        tags: request.body.tags,
        created_at: app.clock.now().toISOString(),
      });
      return reply.status(201).send({ entry });
    },
  );

  app.get(
    '/guestbook/tags',
    {
      config: { access: 'public' },
      schema: {
        tags: ['guestbook'],
        summary: 'Every tag with its number of entries',
        response: { 200: GuestbookTagsSchema },
      },
    },
    async () => ({
      tags: (await tagCounts(app.db)).map((row) => ({ name: row.name, count: Number(row.count) })),
    }),
  );
};
