import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface EntryRow {
  id: number;
  name: string;
  message: string;
  created_at: string;
  tags: string[];
}

/** Entries newest first; with tags, only entries carrying any of them. */
export async function listEntries(db: Db, tags: string[]): Promise<EntryRow[]> {
  let query = db
    .selectFrom('guestbook_entries')
    .select(['id', 'name', 'message', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500);
  if (tags.length) {
    query = query.where('id', 'in', (eb) =>
      eb.selectFrom('guestbook_entry_tags').select('entry_id').where('tag', 'in', tags),
    );
  }
  const entries = await query.execute();
  if (!entries.length) return [];
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
  return entries.map((entry) => ({ ...entry, tags: (byEntry.get(entry.id) ?? []).sort() }));
}

/** Stores an entry and its tags in one transaction. */
export async function insertEntry(
  db: Db,
  entry: { user_id: number; name: string; message: string; tags: string[]; created_at: string },
): Promise<EntryRow> {
  return db.transaction().execute(async (trx) => {
    const { tags, ...fields } = entry;
    const row = await trx
      .insertInto('guestbook_entries')
      .values(fields)
      .returning(['id', 'name', 'message', 'created_at'])
      .executeTakeFirstOrThrow();
    if (tags.length) {
      await trx
        .insertInto('guestbook_entry_tags')
        .values(tags.map((tag) => ({ entry_id: row.id, tag })))
        .execute();
    }
    return { ...row, tags: [...tags].sort() };
  });
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
