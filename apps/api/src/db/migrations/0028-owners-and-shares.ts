import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The house's owners (DECISIONS §23): each set of shares the admins make, from a day on, with who
 * made it and when; and each owner's share in it, in hundredths of a percent (a set's shares sum to
 * 10 000). A set is never changed or removed: the shares on a day are those of the latest set
 * from that day or before, and the sets are the history.
 */
export function ownersAndShares(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('share_set')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('from_date', 'text', (c) => c.notNull())
        .addColumn('set_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('set_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('share_set_from')
        .on('share_set')
        .columns(['from_date', 'id'])
        .execute();
      await db.schema
        .createTable('owner_share')
        .addColumn('set_id', 'integer', (c) =>
          c.notNull().references('share_set.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('hundredths', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('owner_share_key', ['set_id', 'user_id'])
        .execute();
    },
  };
}
