import type { Kysely, Migration } from 'kysely';

/**
 * A repeating cost's comings (DECISIONS §23): each is a cost of its own, made on its day by a
 * chore, naming the cost it repeats; one per cost and day (`unique`), so two processes make it
 * once.
 */
export const repeatingCosts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('cost')
      .addColumn('repeat_of', 'integer', (c) => c.references('cost.id'))
      .execute();
    await db.schema
      .createIndex('cost_repeated_once')
      .on('cost')
      .columns(['repeat_of', 'day'])
      .unique()
      .execute();
  },
};
