import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Settling up (DECISIONS §23): each member's own Swish number, to be paid to; and each payment
 * between members (or a member and the house's account, null), marked paid by its payer and
 * confirmed by its payee (an admin for the house). Kept for ever, as every money record.
 */
export function settlingUp(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('swish', 'text').execute();
      await db.schema
        .createTable('settlement')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('from_user', 'integer', (c) => c.references('users.id'))
        .addColumn('to_user', 'integer', (c) => c.references('users.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('marked_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('marked_at', 'text', (c) => c.notNull())
        .addColumn('confirmed_by', 'integer', (c) => c.references('users.id'))
        .addColumn('confirmed_at', 'text')
        .execute();
    },
  };
}
