import type { Kysely, Migration } from 'kysely';

/**
 * `calendar_feeds`: each member's calendar address (DECISIONS §16) as a random nonce; the
 * address's secret is an HMAC of it under the server's secret, so the database alone does not
 * hold any address. Making a new address replaces the nonce: the old address stops at once.
 */
export const calendarFeeds: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'integer', (c) =>
        c.primaryKey().references('users.id').onDelete('cascade'),
      )
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
