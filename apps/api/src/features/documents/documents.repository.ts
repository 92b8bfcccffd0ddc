import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DocumentTable } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A document with the admin who added it, as they are called now. */
export const documentRows = (db: Db) =>
  db
    .selectFrom('document as d')
    .leftJoin('users as u', 'u.id', 'd.added_by')
    .selectAll('d')
    .select(['u.first_name as adder_first', 'u.last_name as adder_last']);

export type DocumentRow = Awaited<
  ReturnType<ReturnType<typeof documentRows>['executeTakeFirstOrThrow']>
>;

/** Every document, by kind, then title, then the newest first. */
export const listDocuments = (db: Db): Promise<DocumentRow[]> =>
  documentRows(db).orderBy('d.kind').orderBy('d.title').orderBy('d.id', 'desc').execute();

export const findDocument = (db: Db, id: number): Promise<DocumentRow | undefined> =>
  documentRows(db).where('d.id', '=', id).executeTakeFirst();

/** The document whose file is `file`, or undefined. */
export const documentByFile = (db: Db, file: string) =>
  db.selectFrom('document').selectAll().where('file', '=', file).executeTakeFirst();

export async function insertDocument(db: Db, row: Insertable<DocumentTable>): Promise<number> {
  const { id } = await db
    .insertInto('document')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const updateDocument = (db: Db, id: number, change: Updateable<DocumentTable>) =>
  db.updateTable('document').set(change).where('id', '=', id).execute();

export const deleteDocument = (db: Db, id: number) =>
  db.deleteFrom('document').where('id', '=', id).execute();

/** Documents that run out from `from` to `to` (YYYY-MM-DD, both included). */
export const expiringBetween = (db: Db, from: string, to: string) =>
  db
    .selectFrom('document')
    .select(['id', 'title', 'kind', 'expires'])
    .where('expires', 'is not', null)
    .where('expires', '>=', from)
    .where('expires', '<=', to)
    .orderBy('expires')
    .orderBy('id')
    .execute();

/**
 * Claims the reminder `days` before a document's expiry: true for the one transaction that writes
 * its row, false once any process has.
 */
export async function claimExpiryReminder(
  db: Db,
  reminder: { documentId: number; expires: string; days: number; stamp: string },
): Promise<boolean> {
  const row = await db
    .insertInto('document_reminder')
    .values({
      document_id: reminder.documentId,
      expires: reminder.expires,
      days: reminder.days,
      sent_at: reminder.stamp,
    })
    .onConflict((oc) => oc.columns(['document_id', 'expires', 'days']).doNothing())
    .returning('document_id')
    .executeTakeFirst();
  return row !== undefined;
}
