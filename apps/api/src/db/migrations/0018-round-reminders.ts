import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Reminders to vote in a high-season round (DECISIONS §18): one row per member reminded, per
 * round, per house day. The key is the promise "at most one a day": a second reminder the same
 * day (another admin's press, another process) finds the row and mails nobody.
 */
export function roundReminders(engine: Engine): Migration {
  const dateType = engine === 'postgres' ? 'date' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('round_reminder')
        .addColumn('round_id', 'integer', (c) =>
          c.notNull().references('round.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('day', dateType, (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('round_reminder_pk', ['round_id', 'user_id', 'day'])
        .execute();
    },
  };
}
