import {
  DEFAULT_PARTY,
  NEW_BOOKING_STATUS,
  partyOf,
  partySize,
  stayFee,
  type BookingSource,
  type BookingStatus,
  type FeeSettings,
  type OptionStatus,
  type Party,
  type Reason,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { bookingIn } from '../../../db/status-sets.js';
import { readFeeSettings } from '../../../db/settings.repository.js';

type Db = Kysely<Database>;

/**
 * The statements of a booking's life (booking-life.ts, their one caller; a test holds every
 * other file to reading): options changing status, bookings made and ended.
 */

/** Of `ids`, the options now in `status`. */
export async function optionsIn(db: Db, ids: readonly number[], status: OptionStatus) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('stay_option')
    .select('id')
    .where('id', 'in', [...ids])
    .where('status', '=', status)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Moves the options still in `change.from` to `change.to`, with the reason (its English text, and
 * the house's by its code and values too); an approval also stamps `approved_at`.
 */
export async function setOptionStatus(
  db: Db,
  ids: readonly number[],
  change: { from: OptionStatus; to: OptionStatus },
  reason: Reason | null,
  at: { stamp: string; approved: boolean },
) {
  await db
    .updateTable('stay_option')
    .set({
      status: change.to,
      rejection_reason: reason?.text ?? null,
      rejection_code: reason?.code ?? null,
      rejection_values: reason?.values ? JSON.stringify(reason.values) : null,
      decided_at: at.stamp,
      updated_at: at.stamp,
      ...(at.approved ? { approved_at: at.stamp } : {}),
    })
    .where('id', 'in', [...ids])
    .where('status', '=', change.from)
    .execute();
}

/** A new held booking; its id. */
export async function insertBooking(
  db: Db,
  booking: ReturnType<typeof stayOf> & {
    user_id: number;
    source: Exclude<BookingSource, 'option'>;
    option_id: null;
    round_block_id: number | null;
    stamp: string;
  },
): Promise<number> {
  const { stamp, ...values } = booking;
  const { id } = await db
    .insertInto('booking')
    .values({
      ...values,
      status: NEW_BOOKING_STATUS,
      booked_at: stamp,
      ended_at: null,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Ends as `ending` the held bookings the options made, or the one booking made from no option;
 * the ids of those it ended.
 */
export async function endHeld(
  db: Db,
  ending: Exclude<BookingStatus, 'held'>,
  stamp: string,
  which: { optionIds: readonly number[] } | { bookingId: number },
): Promise<number[]> {
  const rows = await db
    .updateTable('booking')
    .set({ status: ending, ended_at: stamp, updated_at: stamp })
    .where(bookingIn('booked', 'status'))
    .where((eb) =>
      'bookingId' in which
        ? eb.and([eb('id', '=', which.bookingId), eb('option_id', 'is', null)])
        : eb('option_id', 'in', [...which.optionIds]),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Makes each of the options (being approved) a booking held from `stamp`, with who comes and its
 * fee as the settings count it now (DECISIONS §21): a later change of the settings leaves it.
 */
export async function bookOptions(db: Db, optionIds: readonly number[], stamp: string) {
  const [options, { fee }] = await Promise.all([
    db
      .selectFrom('stay_option as o')
      .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
      .select(['o.id', 'p.user_id', 'o.from_date', 'o.to_date'])
      .select(['o.adults', 'o.children', 'o.guests', 'o.pets'])
      .where('o.id', 'in', [...optionIds])
      .orderBy('o.id')
      .execute(),
    readFeeSettings(db),
  ]);
  await db
    .insertInto('booking')
    .values(
      options.map((option) => ({
        user_id: option.user_id,
        ...stayOf(fee, option.from_date, option.to_date, partyOf(option)),
        source: 'option' as const,
        option_id: option.id,
        status: NEW_BOOKING_STATUS,
        booked_at: stamp,
        ended_at: null,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .execute();
}

/** A stay's days, who comes and its fee, as a new booking keeps them. */
const stayOf = (fee: FeeSettings, from: string, to: string, party: Party) => ({
  from_date: from,
  to_date: to,
  party: partySize(party) as number | null,
  adults: party.adults,
  children: party.children,
  guests: party.guests,
  pets: party.pets ? (1 as const) : (0 as const),
  fee: stayFee(fee, { from, to }, party) as number | null,
});

/** A round's block as a stay: one adult until its member says who comes, at the fee given. */
export const roundStay = (fee: FeeSettings, block: { from_date: string; to_date: string }) =>
  stayOf(fee, block.from_date, block.to_date, DEFAULT_PARTY);

/**
 * A stay handed on keeps who was said to come and the fee fixed when it was booked (DECISIONS
 * §21); its payment starts anew, for what the member handing it on paid stays theirs on record.
 */
export async function handedStay(
  db: Db,
  handed: number,
  days: { from: string; to: string },
): Promise<ReturnType<typeof stayOf>> {
  const kept = await db
    .selectFrom('booking')
    .select(['party', 'adults', 'children', 'guests', 'pets', 'fee'])
    .where('id', '=', handed)
    .executeTakeFirstOrThrow();
  return { from_date: days.from, to_date: days.to, ...kept };
}
