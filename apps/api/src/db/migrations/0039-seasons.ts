import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The seasons' lists (DECISIONS §24): the spring opening and winter closing tasks the admins keep
 * (a task taken off stays for the runs that had it); a run of a list, once a year (the key); and
 * each task of a run as it was when the run began, with who it is given to and who ticked it.
 */
export function seasons(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const user = (c: ColumnDefinitionBuilder) => c.references('users.id').onDelete('set null');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('season_item')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('removed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('season_run')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('started_by', 'integer', user)
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('season_run_once', ['list', 'year'])
        .execute();
      await db.schema
        .createTable('season_task')
        .addColumn('run_id', 'integer', (c) =>
          c.notNull().references('season_run.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (c) =>
          c.notNull().references('season_item.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('assigned_to', 'integer', user)
        .addColumn('ticked_by', 'integer', user)
        .addColumn('ticked_at', 'text')
        .addPrimaryKeyConstraint('season_task_key', ['run_id', 'item_id'])
        .execute();
      await db.schema
        .createIndex('season_task_assigned')
        .on('season_task')
        .column('assigned_to')
        .execute();
    },
  };
}
