import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Bookings (DECISIONS §17): what the house holds is a record of its own, apart from the plans
 * and options through which members ask.
 *
 * - `booking`: owner, arrival, departure, party (how many come, when known), where it came from
 *   (`option`, `round`, `waitlist`, `swap`), the option it came from, and its status: `held`, or
 *   what became of it (`cancelled`, `declined`), kept on record.
 * - Every option that was approved moves in: an approved or committed one is held, a cancelled
 *   one cancelled, one declined after its approval declined; its history follows
 *   (`option_history.booking_id`).
 * - The guard between booked stays (0002) now guards held bookings: on PostgreSQL an exclusion
 *   constraint over each booking's dates with its four cleaning days, on SQLite triggers; the
 *   options' own guard goes, since an option no longer holds the house.
 */
export function bookings(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const dateType = pg ? 'date' : 'text';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('booking')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('from_date', dateType, (c) => c.notNull())
        .addColumn('to_date', dateType, (c) => c.notNull())
        .addColumn('party', 'integer')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('option_id', 'integer', (c) =>
          c.unique().references('stay_option.id').onDelete('set null'),
        )
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('booked_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('booking_dates_ordered', sql`from_date <= to_date`)
        // SQLite keeps dates as text: only a real YYYY-MM-DD reaches the guard's julianday() (0004).
        .$call((table) =>
          pg
            ? table
            : table.addCheckConstraint(
                'booking_dates_in_form',
                sql`date(from_date) is from_date and date(to_date) is to_date`,
              ),
        )
        .execute();

      await sql`
        insert into booking (user_id, from_date, to_date, party, source, option_id, status,
                             booked_at, ended_at, created_at, updated_at)
        select p.user_id, o.from_date, o.to_date, null, 'option', o.id,
               case o.status when 'cancelled' then 'cancelled'
                             when 'declined' then 'declined'
                             else 'held' end,
               coalesce(o.approved_at, o.updated_at),
               case when o.status in ('approved', 'committed') then null
                    else coalesce(o.decided_at, o.updated_at) end,
               coalesce(o.approved_at, o.updated_at), o.updated_at
        from stay_option o join stay_plan p on p.id = o.plan_id
        where o.status in ('approved', 'committed', 'cancelled')
           or (o.status = 'declined' and o.approved_at is not null)
        order by o.id
      `.execute(db);

      await db.schema
        .alterTable('option_history')
        .addColumn('booking_id', 'integer', (c) => c.references('booking.id').onDelete('set null'))
        .execute();
      await sql`
        update option_history set booking_id =
          (select b.id from booking b where b.option_id = option_history.option_id)
        where option_id is not null
      `.execute(db);

      if (pg) {
        await sql`alter table stay_option drop constraint stay_option_booked_apart`.execute(db);
        await sql`
          alter table booking add constraint booking_held_apart
          exclude using gist (daterange(from_date, to_date + 4, '[)') with &&)
          where (status = 'held')
        `.execute(db);
      } else {
        await sql`drop trigger stay_option_booked_apart_insert`.execute(db);
        await sql`drop trigger stay_option_booked_apart_update`.execute(db);
        for (const event of ['insert', 'update of status, from_date, to_date']) {
          const name = event === 'insert' ? 'insert' : 'update';
          await sql
            .raw(
              `create trigger booking_held_apart_${name} before ${event} on booking
               when new.status = 'held'
               begin
                 select raise(abort, 'booking_held_apart') where exists (
                   select 1 from booking other
                   where other.status = 'held' and other.id is not new.id
                     and julianday(new.from_date) < julianday(other.to_date) + 4
                     and julianday(other.from_date) < julianday(new.to_date) + 4
                 );
               end`,
            )
            .execute(db);
        }
      }
      // Conflict checks, the feeds and fair share read held bookings by dates; a member's by owner.
      await db.schema
        .createIndex('booking_status_dates')
        .on('booking')
        .columns(['status', 'from_date', 'to_date'])
        .execute();
      await db.schema.createIndex('booking_user').on('booking').column('user_id').execute();
      await db.schema
        .createIndex('option_history_booking')
        .on('option_history')
        .columns(['booking_id', 'id'])
        .execute();
    },
  };
}
