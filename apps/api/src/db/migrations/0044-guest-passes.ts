import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Guest passes (DECISIONS §26): a pass a booking's owner (or an admin) gives someone without an
 * account, kept as its token's hash, with each use; a tick and a house-log note a guest makes name
 * the pass they were made with.
 */
export function guestPasses(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('guest_pass')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('booking_id', 'integer', (c) => c.notNull().references('booking.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('guest_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema
        .createIndex('guest_pass_booking')
        .on('guest_pass')
        .column('booking_id')
        .execute();
      await db.schema
        .createTable('guest_pass_use')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('pass_id', 'integer', (c) =>
          c.notNull().references('guest_pass.id').onDelete('cascade'),
        )
        .addColumn('what', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('guest_pass_use_pass')
        .on('guest_pass_use')
        .column('pass_id')
        .execute();
      for (const table of ['checklist_tick', 'house_note']) {
        await db.schema
          .alterTable(table)
          .addColumn('guest_pass_id', 'integer', (c) => c.references('guest_pass.id'))
          .execute();
      }
    },
  };
}
