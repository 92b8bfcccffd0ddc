import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The house's documents (DECISIONS §24): each with its title, kind, who may see it, an optional
 * expiry day, whether a manual is kept on the phone, and its file among the documents (checked by
 * its content, kept private); and the expiry reminders sent, one row per document and reminder
 * (90 or 30 days), written in the transaction that queues the mails, so each goes once whichever
 * process comes first.
 */
export function documents(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('document')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('audience', 'text', (c) => c.notNull())
        .addColumn('expires', 'text')
        .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('file', 'text', (c) => c.notNull().unique())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('pages', 'integer')
        .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('added_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('document_reminder')
        .addColumn('document_id', 'integer', (c) =>
          c.notNull().references('document.id').onDelete('cascade'),
        )
        .addColumn('days', 'integer', (c) => c.notNull())
        /** The expiry day it was sent for: a new expiry day is reminded of anew. */
        .addColumn('expires', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('document_reminder_key', ['document_id', 'expires', 'days'])
        .execute();
    },
  };
}
