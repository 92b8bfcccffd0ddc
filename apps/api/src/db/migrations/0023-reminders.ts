import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Reminders by mail (DECISIONS §20): each member's choice per kind (at once, a weekly digest, or
 * off; none kept is "at once"); each reminder a stay was sent, once (`unique (booking_id, kind)`,
 * so two processes send it once); what waits for a member's digest; and each digest sent, once a
 * week (`unique (user_id, week)`).
 */
export function reminders(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_choice')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('choice', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('mail_choice_key', ['user_id', 'kind'])
        .execute();
      await db.schema
        .createTable('reminder_sent')
        .addColumn('booking_id', 'integer', (c) =>
          c.notNull().references('booking.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('reminder_sent_once', ['booking_id', 'kind'])
        .execute();
      await db.schema
        .createTable('digest_item')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('booking_id', 'integer', (c) =>
          c.notNull().references('booking.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createTable('digest_mail')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('digest_mail_once', ['user_id', 'week'])
        .execute();
    },
  };
}
