import {
  BOOKING_SHOWN_AS,
  paymentState,
  type BookingStatus,
  type CalendarDate,
  type OptionStatus,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import { selectJsonRows } from '../../../db/json-rows.js';
import type { Database } from '../../../db/schema.js';
import { bookingIn } from '../../../db/status-sets.js';

type Db = Kysely<Database>;

/**
 * The house's bookings (DECISIONS §17), as the screens read them: the stays it holds, and what
 * became of those it held. They are written only by their life (booking-life.ts).
 */

/** A held booking made from no option (a round's, DECISIONS §18), with its owner and block. */
export const findOwnBooking = (db: Db, id: number) =>
  db
    .selectFrom('booking as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('round_block as k', 'k.id', 'b.round_block_id')
    .select([
      'b.id',
      'b.user_id',
      'b.option_id',
      'b.from_date',
      'b.to_date',
      'b.status',
      'k.name as block',
      'u.first_name',
      'u.last_name',
      'u.email',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();

/** Any booking with its owner, as ending it reads it. */
export const findBookingWithOwner = (db: Db, id: number) =>
  db
    .selectFrom('booking as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('round_block as k', 'k.id', 'b.round_block_id')
    .select([
      'b.id',
      'b.user_id',
      'b.option_id',
      'b.from_date',
      'b.to_date',
      'b.status',
      'k.name as block',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.language',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();

/** A booking with its owner, as the lists of who is at the house, the checks and feeds read it. */
export interface BookedRow {
  id: number;
  option_id: number | null;
  /** The status it shows as where SPEC's views speak of options (DECISIONS §17). */
  status: OptionStatus;
  from_date: CalendarDate;
  to_date: CalendarDate;
  updated_at: string;
  owner_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /** What it costs in öre (null: nothing recorded), and where its payment stands. */
  fee: number | null;
  paid_at: string | null;
  payment_confirmed_at: string | null;
}

const withOwners = (db: Db) =>
  db
    .selectFrom('booking as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.option_id',
      'b.status',
      'b.from_date',
      'b.to_date',
      'b.updated_at',
      'b.user_id as owner_id',
      'u.first_name',
      'u.last_name',
      'u.email',
      'b.fee',
      'b.paid_at',
      'b.payment_confirmed_at',
    ]);

const shown = <R extends { status: BookingStatus }>(rows: R[]) =>
  rows.map((row) => ({ ...row, status: BOOKING_SHOWN_AS[row.status] }));

/**
 * Held bookings that end on or after `from` and begin by `to` (any time without it), by arrival.
 * The conflict checks widen their range by the cleaning days.
 */
export async function listHeldStays(
  db: Db,
  from: CalendarDate,
  to?: CalendarDate,
): Promise<BookedRow[]> {
  let query = withOwners(db).where(bookingIn('booked')).where('b.to_date', '>=', from);
  if (to !== undefined) query = query.where('b.from_date', '<=', to);
  return shown(await query.orderBy('b.from_date').orderBy('b.id').execute());
}

/** The booking an option made, whatever became of it. */
export async function findBookingOfOption(
  db: Db,
  optionId: number,
): Promise<BookedRow | undefined> {
  const row = await withOwners(db).where('b.option_id', '=', optionId).executeTakeFirst();
  return row && shown([row])[0];
}

/** Per member: held bookings arriving from `from` to `to`. */
export const countHeldByMember = (db: Db, from: CalendarDate, to: CalendarDate) =>
  db
    .selectFrom('booking as b')
    .select((eb) => ['b.user_id', eb.fn.countAll<number>().as('stays')])
    .where(bookingIn('booked'))
    .where('b.from_date', '>=', from)
    .where('b.from_date', '<=', to)
    .groupBy('b.user_id')
    .execute();

/**
 * Bookings with a night from `from` to `to` that count as nights, and those given up arriving
 * then, with their owners: what the fair share counts (DECISIONS §16).
 */
export async function listCountedBookings(db: Db, from: CalendarDate, to: CalendarDate) {
  const rows = await selectJsonRows(
    db,
    db
      .selectFrom('booking as b')
      .select(['b.user_id', 'b.from_date as from', 'b.to_date as to', 'b.status'])
      .where((eb) =>
        eb.or([
          eb.and([
            bookingIn('countedAsNights'),
            // A night begins on every day from arrival to the day before departure.
            eb('b.to_date', '>', from),
            eb('b.from_date', '<=', to),
          ]),
          eb.and([
            bookingIn('countedAsCancelled'),
            eb('b.from_date', '>=', from),
            eb('b.from_date', '<=', to),
          ]),
        ]),
      ),
  );
  return shown(
    rows as { user_id: number; from: CalendarDate; to: CalendarDate; status: BookingStatus }[],
  );
}

/** What an owner's booking costs and where its payment stands, as their plan view shows it. */
export interface OwnBooking {
  id: number;
  fee: number | null;
  paid_at: string | null;
  payment_confirmed_at: string | null;
}

/** The bookings a member's own options made that the house holds: option id to booking. */
export async function listOwnOptionBookings(
  db: Db,
  userId: number,
): Promise<Map<number, OwnBooking>> {
  const rows = await db
    .selectFrom('booking as b')
    .select(['b.id', 'b.option_id', 'b.fee', 'b.paid_at', 'b.payment_confirmed_at'])
    .where('b.user_id', '=', userId)
    .where('b.option_id', 'is not', null)
    .where(bookingIn('booked'))
    .execute();
  return new Map(rows.map(({ option_id, ...booking }) => [option_id!, booking]));
}

/** Every held booking made from an option: option id to booking id (what admins may end). */
export async function listOptionBookingIds(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('booking as b')
    .select(['b.id', 'b.option_id'])
    .where('b.option_id', 'is not', null)
    .where(bookingIn('booked'))
    .execute();
  return new Map(rows.map((row) => [row.option_id!, row.id]));
}

/**
 * What an owner's booked option adds to its view: its booking (what a swap or a gift offers,
 * DECISIONS §19) and, when something is due, its fee and where its payment stands (§21).
 */
export const ownBookingFields = (booking: OwnBooking | undefined) =>
  booking === undefined
    ? {}
    : {
        booking_id: booking.id,
        ...(booking.fee ? { payment: { fee: booking.fee, state: paymentState(booking) } } : {}),
      };
