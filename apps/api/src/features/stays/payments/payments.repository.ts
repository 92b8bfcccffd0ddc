import type { CalendarDate } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { bookingIn } from '../../../db/status-sets.js';

type Db = Kysely<Database>;

/** The kind under which the one reminder of an unpaid stay is kept (beside the stay's others). */
export const UNPAID_REMINDER = 'unpaid';

/** A booking with what it costs, who comes and its owner, as a payment shows it. */
const paymentRows = (db: Db) =>
  db
    .selectFrom('booking as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.from_date',
      'b.to_date',
      'b.status',
      'b.adults',
      'b.children',
      'b.guests',
      'b.pets',
      'b.fee',
      'b.paid_at',
      'b.payment_confirmed_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.language',
    ]);

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

/** One booking as its payment shows it, whatever became of it. */
export const findPayment = (db: Db, id: number) =>
  paymentRows(db).where('b.id', '=', id).executeTakeFirst();

/** Held bookings arriving in a year that cost something, by arrival. */
export const listPaymentsOfYear = (db: Db, year: number) =>
  paymentRows(db)
    .where(bookingIn('booked'))
    .where('b.fee', '>', 0)
    .where('b.from_date', '>=', `${year}-01-01`)
    .where('b.from_date', '<=', `${year}-12-31`)
    .orderBy('b.from_date')
    .orderBy('b.id')
    .execute();

/** The owner says they paid: once, while it is neither marked nor confirmed. */
export async function markPaid(db: Db, id: number, stamp: string): Promise<void> {
  await db
    .updateTable('booking')
    .set({ paid_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .where('payment_confirmed_at', 'is', null)
    .execute();
}

/** An admin confirms the money came: once. */
export async function confirmPaid(
  db: Db,
  id: number,
  adminId: number,
  stamp: string,
): Promise<void> {
  await db
    .updateTable('booking')
    .set({ payment_confirmed_at: stamp, payment_confirmed_by: adminId, updated_at: stamp })
    .where('id', '=', id)
    .where('payment_confirmed_at', 'is', null)
    .execute();
}

/**
 * Held bookings that cost something, are neither marked paid nor confirmed, whose departure was on
 * `departedBy` or before, and whose owner was not yet reminded.
 */
export const listUnpaidToRemind = (db: Db, departedBy: CalendarDate) =>
  paymentRows(db)
    .where(bookingIn('booked'))
    .where('b.fee', '>', 0)
    .where('b.paid_at', 'is', null)
    .where('b.payment_confirmed_at', 'is', null)
    .where('b.to_date', '<=', departedBy)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('reminder_sent as r')
            .select('r.booking_id')
            .whereRef('r.booking_id', '=', 'b.id')
            .where('r.kind', '=', UNPAID_REMINDER),
        ),
      ),
    )
    .orderBy('b.id')
    .execute();
