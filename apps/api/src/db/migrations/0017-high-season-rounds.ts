import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The high-season round (DECISIONS §18):
 *
 * - `round`: its name, its ballot's opening and closing days (both included, the house's days),
 *   the caps (blocks one member gets in the first pass, and in all), and its status from the
 *   status table (`set`, `drawn`, `confirmed`, `cancelled`).
 * - `round_block`: the round's blocks, each a stay's dates with a name.
 * - `round_ballot`: a member's ranking, one row per block ranked, 1 the most wanted; sealed (only
 *   its owner reads it back).
 * - `round_draw`: every draw made, with all it was drawn from (ballots, standings, bookings held,
 *   caps, seed) and the result it gave, so anyone can run it again; at most one proposed or
 *   confirmed draw per round (a unique index), so two processes closing the same ballot draw it
 *   once. A discarded draw stays on record with its seed.
 * - `booking.round_block_id`: the block a booking was given from.
 */
export function highSeasonRounds(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const dateType = pg ? 'date' : 'text';
  const idType = pg ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('round')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('opens', dateType, (c) => c.notNull())
        .addColumn('closes', dateType, (c) => c.notNull())
        .addColumn('first_pass_cap', 'integer', (c) => c.notNull())
        .addColumn('total_cap', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addCheckConstraint('round_days_ordered', sql`opens <= closes`)
        .addCheckConstraint('round_caps', sql`first_pass_cap >= 1 and total_cap >= first_pass_cap`)
        .addCheckConstraint(
          'round_status',
          sql`status in ('set', 'drawn', 'confirmed', 'cancelled')`,
        )
        .execute();

      await db.schema
        .createTable('round_block')
        .addColumn('id', idType, id)
        .addColumn('round_id', 'integer', (c) =>
          c.notNull().references('round.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('from_date', dateType, (c) => c.notNull())
        .addColumn('to_date', dateType, (c) => c.notNull())
        .addCheckConstraint('round_block_dates_ordered', sql`from_date < to_date`)
        .execute();
      await db.schema
        .createIndex('round_block_round')
        .on('round_block')
        .columns(['round_id', 'from_date'])
        .execute();

      await db.schema
        .createTable('round_ballot')
        .addColumn('round_id', 'integer', (c) =>
          c.notNull().references('round.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('block_id', 'integer', (c) =>
          c.notNull().references('round_block.id').onDelete('cascade'),
        )
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('round_ballot_pk', ['round_id', 'user_id', 'rank'])
        .addUniqueConstraint('round_ballot_block_once', ['round_id', 'user_id', 'block_id'])
        .addCheckConstraint('round_ballot_rank', sql`rank >= 1`)
        .execute();

      await db.schema
        .createTable('round_draw')
        .addColumn('id', idType, id)
        .addColumn('round_id', 'integer', (c) =>
          c.notNull().references('round.id').onDelete('cascade'),
        )
        // A seed is 0 to 2³² − 1: beyond PostgreSQL's integer.
        .addColumn('seed', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('input', 'text', (c) => c.notNull())
        .addColumn('result', 'text', (c) => c.notNull())
        // Null: the house's scheduled job drew it.
        .addColumn('drawn_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('drawn_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addCheckConstraint('round_draw_seed', sql`seed >= 0 and seed <= 4294967295`)
        .addCheckConstraint(
          'round_draw_status',
          sql`status in ('proposed', 'confirmed', 'discarded')`,
        )
        .execute();
      await sql`
        create unique index round_draw_live on round_draw (round_id)
        where status in ('proposed', 'confirmed')
      `.execute(db);

      await db.schema
        .alterTable('booking')
        .addColumn('round_block_id', 'integer', (c) =>
          c.references('round_block.id').onDelete('set null'),
        )
        .execute();
    },
  };
}
