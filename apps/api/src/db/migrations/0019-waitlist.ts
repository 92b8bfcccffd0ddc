import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The waitlist (DECISIONS §19):
 *
 * - `wish`: what a member waits for, a range of days and the fewest nights that would do, and
 *   where it stands (`waiting`, `claimed` while a claim of it waits for the admins, `met`,
 *   `withdrawn`, `ended` once its dates have passed).
 * - `offer`: freed dates offered to one wish, from one ended booking, with its hold's end (an
 *   instant of the house's clock). A wish is offered a booking's dates once (a unique key); a
 *   booking's dates are offered to one wish at a time (a unique index of open offers), so two
 *   processes freeing or passing on the same dates offer them once. A claim keeps the request it
 *   made (`option_id`), which holds the dates until the admins decide.
 */
export function waitlist(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const dateType = pg ? 'date' : 'text';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wish')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('from_date', dateType, (c) => c.notNull())
        .addColumn('to_date', dateType, (c) => c.notNull())
        .addColumn('min_nights', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addCheckConstraint(
          'wish_status',
          sql`status in ('waiting', 'claimed', 'met', 'withdrawn', 'ended')`,
        )
        .addCheckConstraint('wish_nights', sql`min_nights >= 1`)
        .execute();
      await db.schema
        .createIndex('wish_waiting')
        .on('wish')
        .columns(['status', 'from_date'])
        .execute();

      await db.schema
        .createTable('offer')
        .addColumn('id', idType, id)
        .addColumn('wish_id', 'integer', (c) =>
          c.notNull().references('wish.id').onDelete('cascade'),
        )
        .addColumn('booking_id', 'integer', (c) =>
          c.notNull().references('booking.id').onDelete('cascade'),
        )
        .addColumn('from_date', dateType, (c) => c.notNull())
        .addColumn('to_date', dateType, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('offered_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('option_id', 'integer', (c) =>
          c.references('stay_option.id').onDelete('set null'),
        )
        .addUniqueConstraint('offer_once', ['wish_id', 'booking_id'])
        .addCheckConstraint(
          'offer_status',
          sql`status in ('open', 'claimed', 'refused', 'lapsed', 'void')`,
        )
        .execute();
      await sql`
        create unique index offer_one_open on offer (booking_id) where status = 'open'
      `.execute(db);
    },
  };
}
