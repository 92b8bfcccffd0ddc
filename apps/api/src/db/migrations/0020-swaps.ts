import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Swaps and gifts between members (DECISIONS §19): one member offers a booking of theirs to
 * another, for one of the other's (a swap) or for nothing (a gift). The row keeps both bookings
 * as they were when offered (`*_stamp`: their `updated_at`), so an offer ends if either changes
 * meanwhile; whether an admin must approve (high season involved); and the answer's deadline.
 * At most one live offer (offered or accepted) per booking offered (a unique index).
 */
export function swaps(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('swap')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('from_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('to_user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('booking_id', 'integer', (c) =>
          c.notNull().references('booking.id').onDelete('cascade'),
        )
        .addColumn('booking_stamp', 'text', (c) => c.notNull())
        .addColumn('their_booking_id', 'integer', (c) =>
          c.references('booking.id').onDelete('cascade'),
        )
        .addColumn('their_stamp', 'text')
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('needs_admin', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addCheckConstraint(
          'swap_status',
          sql`status in ('offered', 'accepted', 'done', 'declined', 'lapsed', 'refused', 'void')`,
        )
        .execute();
      await sql`
        create unique index swap_one_live on swap (booking_id)
        where status in ('offered', 'accepted')
      `.execute(db);
    },
  };
}
