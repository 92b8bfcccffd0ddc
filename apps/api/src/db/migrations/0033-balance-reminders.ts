import type { Kysely, Migration } from 'kysely';

/**
 * The monthly reminder of an open balance (DECISIONS §23): a row per member and month (YYYY-MM),
 * written in the transaction that queues the mail, so it goes once whichever process comes first.
 */
export const balanceReminders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('balance_reminder')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('balance_reminder_key', ['user_id', 'month'])
      .execute();
  },
};
