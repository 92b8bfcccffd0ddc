import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Booked stays (approved or committed) can never overlap or leave under four days for cleaning,
 * whatever the code above does: on PostgreSQL an exclusion constraint over each stay's dates with
 * its cleaning days, on SQLite triggers that refuse such a row (DECISIONS §9).
 */
export function staysBookedApart(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`
          alter table stay_option add constraint stay_option_booked_apart
          exclude using gist (daterange(from_date, to_date + 4, '[)') with &&)
          where (status in ('approved', 'committed'))
        `.execute(db);
      } else {
        for (const event of ['insert', 'update of status, from_date, to_date']) {
          const name = event === 'insert' ? 'insert' : 'update';
          await sql
            .raw(
              `create trigger stay_option_booked_apart_${name} before ${event} on stay_option
               when new.status in ('approved', 'committed')
               begin
                 select raise(abort, 'stay_option_booked_apart') where exists (
                   select 1 from stay_option other
                   where other.status in ('approved', 'committed') and other.id is not new.id
                     and julianday(new.from_date) < julianday(other.to_date) + 4
                     and julianday(other.from_date) < julianday(new.to_date) + 4
                 );
               end`,
            )
            .execute(db);
        }
      }
      // The pending list and the conflict checks read options by status and dates.
      await db.schema
        .createIndex('stay_option_status_dates')
        .on('stay_option')
        .columns(['status', 'from_date', 'to_date'])
        .execute();
    },
  };
}
