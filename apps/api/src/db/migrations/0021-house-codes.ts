import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The house codes (DECISIONS §20): door, alarm, Wi-Fi and the like, kept by admins in their order;
 * and every time the server sent them to someone (who, when), for the admins to read.
 */
export function houseCodes(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('house_code')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('house_code_view')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('seen_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('house_code_view_seen')
        .on('house_code_view')
        .column('seen_at')
        .execute();
    },
  };
}
