import type { Kysely, Migration } from 'kysely';

/**
 * A note in the house log written without a network is sent when the network returns, perhaps
 * more than once (its answer lost, or sent again after a reload): the key the phone gave it is
 * kept, one note per member and key (DECISIONS §20: never sent twice). Notes before have none.
 */
export const notesKeptOnce: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('house_note').addColumn('client_key', 'text').execute();
    await db.schema
      .createIndex('house_note_client_key')
      .on('house_note')
      .columns(['user_id', 'client_key'])
      .unique()
      .execute();
  },
};
