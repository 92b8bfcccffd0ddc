import type { Kysely, Migration } from 'kysely';

/**
 * A cost's receipt picture (DECISIONS §23): the name of its file among the receipts, kept private
 * and sent only resized at a signed, expiring address; null: none.
 */
export const costReceipts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('cost').addColumn('receipt', 'text').execute();
  },
};
