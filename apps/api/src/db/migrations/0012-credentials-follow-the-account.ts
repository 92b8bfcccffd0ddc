import type { Kysely, Migration } from 'kysely';

/**
 * What an account made follows what the account is now (ARCHITECTURE convention 13, DECISIONS
 * §14a, §16): `users.credential_epoch` is raised whenever the account loses what it could grant
 * (suspended, moved down a level, its address proved by its owner); invite codes
 * (`invites.maker_epoch`) and calendar addresses (`calendar_feeds.epoch`) carry the epoch they
 * were made under and work only while it is the account's own, so restoring an account does not
 * bring them back.
 */
export const credentialsFollowTheAccount: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('credential_epoch', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('invites')
      .addColumn('maker_epoch', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('calendar_feeds')
      .addColumn('epoch', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
