import {
  guestbookAbilities,
  idSchema,
  msg,
  normaliseTags,
  type AccessHolder,
  type GuestbookPostSchema,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { insertEntry, listEntries, tagCounts, type EntryPosition } from './guestbook.repository.js';

const BAD_CURSOR = msg('api.community.badCursor', 'This page link is not valid.');

/** A page's end as an opaque text: the last entry's time and id. */
const writeCursor = (entry: EntryPosition) =>
  Buffer.from(JSON.stringify([entry.created_at, entry.id])).toString('base64url');

/**
 * What a cursor may hold: an entry's time as the app writes it (an ISO instant) and its id in the
 * column's range, so nothing else (a NUL, a number out of range) ever reaches SQL.
 */
const CursorSchema = z.tuple([z.iso.datetime(), idSchema(BAD_CURSOR)]);

function readCursor(cursor: string): EntryPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const parsed = CursorSchema.safeParse(value);
    if (parsed.success) return { created_at: parsed.data[0], id: parsed.data[1] };
  } catch {
    // not JSON: refused below
  }
  throw new HttpError(400, BAD_CURSOR);
}

/** The guestbook (DECISIONS §6): pages newest first by a cursor, posts, and the tags. */
export function guestbookService(app: FastifyInstance) {
  return {
    /** A page of entries, and what `viewer` may do on the guestbook. */
    async page(
      query: { tags?: string | undefined; cursor?: string | undefined; limit: number },
      viewer: AccessHolder | null,
    ) {
      const page = await listEntries(app.db, normaliseTags(query.tags), {
        after: query.cursor === undefined ? undefined : readCursor(query.cursor),
        limit: query.limit,
      });
      const last = page.entries.at(-1);
      return {
        entries: page.entries,
        next_cursor: page.more && last ? writeCursor(last) : null,
        can: guestbookAbilities(viewer),
      };
    },

    async post(userId: number, body: z.output<typeof GuestbookPostSchema>) {
      const entry = await unitOfWork(app.database, (db) =>
        insertEntry(db, {
          user_id: userId,
          name: body.name ?? '',
          message: body.message,
          tags: body.tags,
          created_at: app.clock.now().toISOString(),
        }),
      );
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
