import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Recurring chores (DECISIONS §24): each with its RFC 5545 rule from a first day, and the members
 * who take turns, in order; each occurrence given out ahead of its day (one per chore and day: the
 * key), with whose turn it was, who does it, who passed it on and whether it repaid a turn; when it
 * was done and by whom, and when its doer was reminded (once, whichever process looks first).
 */
export function chores(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chore')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('rrule', 'text', (c) => c.notNull())
        .addColumn('starts', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createTable('chore_member')
        .addColumn('chore_id', 'integer', (c) =>
          c.notNull().references('chore.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('chore_member_key', ['chore_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('chore_occurrence')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('chore_id', 'integer', (c) =>
          c.notNull().references('chore.id').onDelete('cascade'),
        )
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('turn_of', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('doer', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('passed_by', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('repaid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done_at', 'text')
        .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('reminded_at', 'text')
        .addUniqueConstraint('chore_occurrence_once', ['chore_id', 'day'])
        .execute();
    },
  };
}
