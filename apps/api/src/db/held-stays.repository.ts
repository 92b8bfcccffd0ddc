import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { bookingIn } from './status-sets.js';

/**
 * The stays the house holds between two days (departure on or after `from`, arrival up to
 * `to`), by arrival, each with its owner as a mail is written to them (address, names, language);
 * suspended members' left out. What the house tells those about to come reads this: a changed
 * code, the reminders.
 */
export const heldStaysWithReaders = (db: Kysely<Database>, from: string, to: string) =>
  db
    .selectFrom('booking as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.from_date',
      'b.to_date',
      'u.id as user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
    ])
    .where(bookingIn('booked'))
    .where('b.to_date', '>=', from)
    .where('b.from_date', '<=', to)
    .where('u.suspended_at', 'is', null)
    .orderBy('b.from_date')
    .orderBy('b.id')
    .execute();
