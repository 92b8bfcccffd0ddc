import {
  GuestbookEntryResponseSchema,
  GuestbookListSchema,
  GuestbookPostSchema,
  GuestbookQuerySchema,
  GuestbookTagsSchema,
  WRITE_ACCESS,
  guestbookAbilities,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKept } from '../../plugins/kept-answers.js';
import type { GuestbookService } from './guestbook.service.js';

/** The guestbook: anyone reads, signed-in users write (SPEC §6, DECISIONS §6). */
export const guestbookRoutes: FastifyPluginAsyncZod<{ guestbook: GuestbookService }> = async (
  app,
  { guestbook },
) => {
  app.get(
    '/guestbook',
    {
      // sendKept compresses its answer once for as long as it is kept (decision 0060).
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['guestbook'],
        summary: 'Entries, newest first, a page at a time; `tags` keeps those with any of them',
        description:
          'Pass `next_cursor` from one page as `cursor` for the next; it is null on the last page.',
        querystring: GuestbookQuerySchema,
        response: { 200: GuestbookListSchema },
      },
    },
    // Kept for the data version (decisions 0050, 0058): a page depends on what was asked and on
    // what the reader may do, never on who they are.
    async (request, reply) => {
      const { tags = '', cursor = '', limit } = request.query;
      // Every ability, whatever abilities there come to be: a flat array is quicker to write.
      const can = Object.values(guestbookAbilities(request.user));
      const key = JSON.stringify([tags, cursor, limit, ...can]);
      return sendKept(reply, `guestbook ${key}`, () => guestbook.page(request.query, request.user));
    },
  );

  app.post(
    '/guestbook',
    {
      // Unverified accounts post nothing until signup is complete (DECISIONS §14a).
      config: {
        access: WRITE_ACCESS.guestbookPost,
        rateLimit: { max: 20, timeWindow: '10 minutes' },
      },
      schema: {
        tags: ['guestbook'],
        summary: 'Leave a message',
        body: GuestbookPostSchema,
        response: { 201: GuestbookEntryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await guestbook.post(request.user!.row.id, request.body)),
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
    async () => guestbook.tags(),
  );
};
