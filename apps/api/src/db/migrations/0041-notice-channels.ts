import type { Kysely, Migration } from 'kysely';

/**
 * How each kind of notice reaches a member (DECISIONS §25): mail, push, both or off, one row a
 * member and kind; no row: both.
 */
export const noticeChannels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notice_channel')
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('notice_channel_key', ['user_id', 'kind'])
      .execute();
  },
};
