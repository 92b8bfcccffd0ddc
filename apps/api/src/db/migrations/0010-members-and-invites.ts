import type { Kysely, Migration } from 'kysely';

/**
 * What admins need to run the members from the browser (DECISIONS §16): when an account was
 * suspended (null: it is not) and when it was last active; on invites, when one was withdrawn,
 * and who used it when.
 */
export const membersAndInvites: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('last_active_at', 'text').execute();
    await db.schema.alterTable('invites').addColumn('withdrawn_at', 'text').execute();
    await db.schema
      .alterTable('invites')
      .addColumn('used_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('invites').addColumn('used_at', 'text').execute();
  },
};
