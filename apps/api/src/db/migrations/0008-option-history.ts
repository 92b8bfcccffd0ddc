import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * `option_history`: every status change of a stay option (DECISIONS §16), written in the
 * transaction of the change and never edited. It keeps the stay's owner and dates as they were,
 * so it outlives an option removed later (`option_id` then becomes null).
 */
export function optionHistory(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const dateType = pg ? 'date' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('option_history')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('option_id', 'integer', (c) =>
          c.references('stay_option.id').onDelete('set null'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('from_date', dateType, (c) => c.notNull())
        .addColumn('to_date', dateType, (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        // Who: null is the app itself (a validity that passed).
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('option_history_option')
        .on('option_history')
        .columns(['option_id', 'id'])
        .execute();
      await db.schema
        .createIndex('option_history_user')
        .on('option_history')
        .columns(['user_id', 'at'])
        .execute();
      await db.schema.createIndex('option_history_at').on('option_history').column('at').execute();
    },
  };
}
