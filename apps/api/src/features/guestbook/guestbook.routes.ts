import {
  GuestbookEntryResponseSchema,
  GuestbookListSchema,
  GuestbookPostSchema,
  GuestbookQuerySchema,
  GuestbookTagsSchema,
  MAX_ID,
  normaliseTags,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.js';
import { insertEntry, listEntries, tagCounts, type EntryPosition } from './guestbook.repository.js';

const BAD_CURSOR = 'This page link is not valid.';

/** A page's end as an opaque text: the last entry's time and id. */
const writeCursor = (entry: EntryPosition) =>
  Buffer.from(JSON.stringify([entry.created_at, entry.id])).toString('base64url');

function readCursor(cursor: string): EntryPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      value[0].length <= 40 &&
      Number.isSafeInteger(value[1]) &&
      (value[1] as number) > 0 &&
      (value[1] as number) <= MAX_ID
    ) {
      return { created_at: value[0], id: value[1] as number };
    }
  } catch {
    // not JSON: refused below
  }
  throw new HttpError(400, BAD_CURSOR);
}

/** The guestbook: anyone reads, signed-in users write (SPEC §6, DECISIONS §6). */
export const guestbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guestbook',
    {
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
    async (request) => {
      const { tags, cursor, limit } = request.query;
      const page = await listEntries(app.db, normaliseTags(tags), {
        after: cursor === undefined ? undefined : readCursor(cursor),
        limit,
      });
      const last = page.entries.at(-1);
      return {
        entries: page.entries,
        next_cursor: page.more && last ? writeCursor(last) : null,
      };
    },
  );

  app.post(
    '/guestbook',
    {
      // Unverified accounts post nothing until signup is complete (DECISIONS §14a).
      config: { access: 'verified', rateLimit: { max: 20, timeWindow: '10 minutes' } },
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
