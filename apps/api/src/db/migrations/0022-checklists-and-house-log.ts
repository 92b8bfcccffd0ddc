import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * At the house (DECISIONS §20): the arrival and departure checklists the admins keep (an item may
 * ask for a number, such as a meter reading; an item taken off the list stays for the runs that
 * ticked it), each booking's ticks (one per item: ticking again changes it, so a tick sent twice
 * is kept once), the departure run's note of what runs low and what is broken, and the house log.
 */
export function checklistsAndHouseLog(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('checklist_item')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('list', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('asks_number', 'integer', (c) => c.notNull())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('removed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('checklist_item_list', sql`list in ('arrival', 'departure')`)
        .execute();
      await db.schema
        .createTable('checklist_tick')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('booking_id', 'integer', (c) =>
          c.notNull().references('booking.id').onDelete('cascade'),
        )
        .addColumn('item_id', 'integer', (c) =>
          c.notNull().references('checklist_item.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('value', pg ? 'double precision' : 'real')
        .addColumn('ticked_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('checklist_tick_once', ['booking_id', 'item_id'])
        .execute();
      await db.schema
        .createTable('departure_note')
        .addColumn('booking_id', 'integer', (c) =>
          c.primaryKey().references('booking.id').onDelete('cascade'),
        )
        .addColumn('running_low', 'text', (c) => c.notNull())
        .addColumn('broken', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('house_note')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('photo', 'text')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('done_at', 'text')
        .addColumn('done_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addCheckConstraint('house_note_kind', sql`kind in ('broken', 'low')`)
        .execute();
      await db.schema.createIndex('house_note_open').on('house_note').column('done_at').execute();
    },
  };
}
