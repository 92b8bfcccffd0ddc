import { MAX_ID, normaliseTags, type GuestbookPostSchema } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
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

/** The guestbook (DECISIONS §6): pages newest first by a cursor, posts, and the tags. */
export function guestbookService(app: FastifyInstance) {
  return {
    async page(query: { tags?: string | undefined; cursor?: string | undefined; limit: number }) {
      const page = await listEntries(app.db, normaliseTags(query.tags), {
        after: query.cursor === undefined ? undefined : readCursor(query.cursor),
        limit: query.limit,
      });
      const last = page.entries.at(-1);
      return {
        entries: page.entries,
        next_cursor: page.more && last ? writeCursor(last) : null,
      };
    },

    async post(userId: number, body: z.output<typeof GuestbookPostSchema>) {
      const entry = await insertEntry(app.db, {
        user_id: userId,
        name: body.name ?? '',
        message: body.message,
        tags: body.tags,
        created_at: app.clock.now().toISOString(),
      });
      return { entry };
    },

    async tags() {
      return {
        tags: (await tagCounts(app.db)).map((row) => ({
          name: row.name,
          count: Number(row.count),
        })),
      };
    },
  };
}

export type GuestbookService = ReturnType<typeof guestbookService>;
