import type { Kysely, Migration } from 'kysely';

/**
 * `photo_descriptions`: what an admin says a picture shows, read aloud in its place (its `alt`).
 * A picture without one is described by the house's name and the day it was added.
 */
export const photoDescriptions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('photo_descriptions')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('photo_descriptions_pk', ['kind', 'name'])
      .execute();
  },
};
