import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The weather at the house (DECISIONS §25): SMHI's last answer for the house's position, kept
 * with when it was asked and answered (one row); which member was told of which warning (once
 * each); and the ice notes members write in winter.
 */
export function weather(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('weather_forecast')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('asked_at', 'text', (c) => c.notNull())
        .addColumn('fetched_at', 'text')
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('forecast', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('weather_warning_notice')
        .addColumn('warning', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('weather_warning_notice_key', ['warning', 'user_id'])
        .execute();
      await db.schema
        .createTable('ice_note')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('cm', 'integer', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull())
        .addColumn('measured_on', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
