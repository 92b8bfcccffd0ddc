import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A stay's reminders, each sent once (migration 0023's `reminder_sent`, one row a booking and
 * kind): the four around a stay (DECISIONS §20) and the one of a stay unpaid after it (§21).
 */

/** Claims a stay's reminder: true for the one process whose row went in. */
export async function claimReminder(
  db: Kysely<Database>,
  bookingId: number,
  kind: string,
  stamp: string,
) {
  const row = await db
    .insertInto('reminder_sent')
    .values({ booking_id: bookingId, kind, sent_at: stamp })
    .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
    .returning('booking_id')
    .executeTakeFirst();
  return row !== undefined;
}
