import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Notifications on the phone (DECISIONS §25): each device a member turned them on for, by its
 * push service's address (one row an address) and the keys its pushes are encrypted with.
 */
export function push(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('push_subscription')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('push_subscription_user')
        .on('push_subscription')
        .column('user_id')
        .execute();
    },
  };
}
