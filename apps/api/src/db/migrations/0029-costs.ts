import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * What the house pays (DECISIONS §23): each cost with its kind, who laid it out (null: the house's
 * account), how it is split and, for person-nights, the nights counted; and each member's part,
 * fixed when the cost is recorded, with what it was measured by. Nothing is removed: a wrong cost
 * is cancelled by a correction (`corrects`, one per cost: unique) whose parts are its own negated.
 */
export function costs(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('cost')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('what', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('split', 'text', (c) => c.notNull())
        .addColumn('paid_by', 'integer', (c) => c.references('users.id'))
        .addColumn('repeats', 'text')
        .addColumn('period_from', 'text')
        .addColumn('period_to', 'text')
        .addColumn('corrects', 'integer', (c) => c.references('cost.id'))
        .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('recorded_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cost_day').on('cost').columns(['day', 'id']).execute();
      await db.schema
        .createIndex('cost_corrected_once')
        .on('cost')
        .column('corrects')
        .unique()
        .execute();
      await db.schema
        .createTable('cost_part')
        .addColumn('cost_id', 'integer', (c) =>
          c.notNull().references('cost.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('weight', 'integer', (c) => c.notNull())
        .addColumn('of_total', 'integer', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('cost_part_key', ['cost_id', 'user_id'])
        .execute();
      await db.schema.createIndex('cost_part_user').on('cost_part').column('user_id').execute();
    },
  };
}
