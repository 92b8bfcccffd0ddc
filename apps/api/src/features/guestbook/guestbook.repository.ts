import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface EntryRow {
  id: number;
  name: string;
  message: string;
  created_at: string;
  tags: string[];
}

/** Where a page of entries ended: the last entry's time and id (ties broken by id). */
export interface EntryPosition {
  created_at: string;
  id: number;
}

const newestFirst = (db: Db, limit: number) =>
  db
    .selectFrom('guestbook_entries')
    .select(['id', 'name', 'message', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit);

/** Entries after a page's last one: older, or as old with a smaller id. */
const olderThan =
  (after: EntryPosition) => (eb: ExpressionBuilder<Database, 'guestbook_entries'>) =>
    eb.or([
      eb('created_at', '<', after.created_at),
      eb.and([eb('created_at', '=', after.created_at), eb('id', '<', after.id)]),
    ]);

/** The first page, and each after a cursor. */
const firstPage = (db: Db, limit: number) => newestFirst(db, limit).execute();
const pageAfter = (db: Db, limit: number, createdAt: string, id: number) =>
  newestFirst(db, limit)
    .where(olderThan({ created_at: createdAt, id }))
    .execute();

/**
 * One page of entries, newest first (by time, then id), starting after `after`; with tags, only
 * entries carrying any of them. `more` tells whether older entries follow.
 */
export async function listEntries(
  db: Db,
  tags: string[],
  page: { after?: EntryPosition | undefined; limit: number },
): Promise<{ entries: EntryRow[]; more: boolean }> {
  // One more than asked for tells whether another page follows.
  const limit = page.limit + 1;
  const after = page.after;
  let rows;
  if (tags.length) {
    let query = newestFirst(db, limit).where('id', 'in', (eb) =>
      eb.selectFrom('guestbook_entry_tags').select('entry_id').where('tag', 'in', tags),
    );
    if (after) query = query.where(olderThan(after));
    rows = await query.execute();
  } else {
    rows = after
      ? await pageAfter(db, limit, after.created_at, after.id)
      : await firstPage(db, limit);
  }
  const more = rows.length > page.limit;
  const entries = more ? rows.slice(0, page.limit) : rows;
  if (!entries.length) return { entries: [], more };
  const tagRows = await db
    .selectFrom('guestbook_entry_tags')
    .select(['entry_id', 'tag'])
    .where(
      'entry_id',
      'in',
      entries.map((entry) => entry.id),
    )
    .execute();
  const byEntry = new Map<number, string[]>();
  for (const row of tagRows)
    byEntry.set(row.entry_id, [...(byEntry.get(row.entry_id) ?? []), row.tag]);
  return {
    entries: entries.map((entry) => ({ ...entry, tags: (byEntry.get(entry.id) ?? []).sort() })),
    more,
  };
}

/** Stores an entry and its tags (in the caller's unit of work, so both or neither). */
export async function insertEntry(
  db: Db,
  entry: { user_id: number; name: string; message: string; tags: string[]; created_at: string },
): Promise<EntryRow> {
  const { tags, ...fields } = entry;
  const row = await db
    .insertInto('guestbook_entries')
    .values(fields)
    .returning(['id', 'name', 'message', 'created_at'])
    .executeTakeFirstOrThrow();
  if (tags.length) {
    await db
      .insertInto('guestbook_entry_tags')
      .values(tags.map((tag) => ({ entry_id: row.id, tag })))
      .execute();
  }
  return { ...row, tags: [...tags].sort() };
}

/** Every tag with the number of entries carrying it, most used first. */
export function tagCounts(db: Db) {
  return db
    .selectFrom('guestbook_entry_tags')
    .select(['tag as name', (eb) => eb.fn.count<number>('entry_id').as('count')])
    .groupBy('tag')
    .orderBy('count', 'desc')
    .orderBy('tag')
    .execute();
}
