import type { Kysely, Migration } from 'kysely';

/**
 * `users.language`: the language a member reads the app in (`en`, `sv`; DECISIONS §16), used for
 * every mail sent to them. Null until they first sign in after this release: English then.
 */
export const languages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('language', 'text').execute();
  },
};
