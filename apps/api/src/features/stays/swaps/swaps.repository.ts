import { SWAP, type SwapChange } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { bookingIn } from '../../../db/status-sets.js';

type Db = Kysely<Database>;

/** Swaps and gifts between members (DECISIONS §19): their rows, and the bookings they move. */

/** A booking with its owner, as an offer reads it. */
export const bookingWithOwner = (db: Db, id: number) =>
  db
    .selectFrom('booking as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.option_id',
      'b.from_date',
      'b.to_date',
      'b.status',
      'b.updated_at',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.language',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();
export type BookingWithOwner = NonNullable<Awaited<ReturnType<typeof bookingWithOwner>>>;

/** A member as an offer names them, with what says whether they may book. */
export const memberOf = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'language',
      'access_level',
      'email_confirmed_at',
      'suspended_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertSwap(
  db: Db,
  swap: {
    fromUserId: number;
    toUserId: number;
    bookingId: number;
    bookingStamp: string;
    theirBookingId: number | null;
    theirStamp: string | null;
    note: string;
    needsAdmin: boolean;
    stamp: string;
    expiresAt: string;
  },
): Promise<number | undefined> {
  const row = await db
    .insertInto('swap')
    .values({
      from_user_id: swap.fromUserId,
      to_user_id: swap.toUserId,
      booking_id: swap.bookingId,
      booking_stamp: swap.bookingStamp,
      their_booking_id: swap.theirBookingId,
      their_stamp: swap.theirStamp,
      note: swap.note,
      needs_admin: swap.needsAdmin ? 1 : 0,
      status: SWAP.start,
      created_at: swap.stamp,
      expires_at: swap.expiresAt,
      decided_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** Whether a booking is in a live offer, offered or asked for. */
export async function inLiveSwap(db: Db, bookingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('swap')
    .select('id')
    .where('status', 'in', SWAP.sets.live)
    .where((eb) =>
      eb.or([eb('booking_id', '=', bookingId), eb('their_booking_id', '=', bookingId)]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/** A member's live offers (offered, or accepted and waiting for an admin), made or received. */
export const liveSwapsOf = (db: Db, userId: number) =>
  db
    .selectFrom('swap')
    .selectAll()
    .where('status', 'in', SWAP.sets.live)
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .orderBy('id')
    .execute();

export const findSwap = (db: Db, id: number) =>
  db.selectFrom('swap').selectAll().where('id', '=', id).executeTakeFirst();
export type SwapRow = NonNullable<Awaited<ReturnType<typeof findSwap>>>;

/** Moves a swap from one status to another; whether it moved. */
export async function moveSwap(
  db: Db,
  id: number,
  change: SwapChange,
  stamp: string,
): Promise<boolean> {
  const { from, to } = SWAP.changes[change];
  const result = await db
    .updateTable('swap')
    .set({ status: to, decided_at: stamp })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Offers a member made or was made, the newest first. */
export const swapsOf = (db: Db, userId: number) =>
  db
    .selectFrom('swap')
    .selectAll()
    .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();

/** Accepted offers waiting for an admin. */
export const swapsAwaitingAdmin = (db: Db) =>
  db
    .selectFrom('swap')
    .selectAll()
    .where('status', 'in', SWAP.sets.accepted)
    .orderBy('created_at')
    .execute();

/** Offers past their answer's deadline (`now`: an instant of the house's clock). */
export const overdueSwaps = (db: Db, now: string) =>
  db
    .selectFrom('swap')
    .select('id')
    .where('status', 'in', SWAP.sets.offered)
    .where('expires_at', '<=', now)
    .execute();

/** Held bookings ahead (arriving after `today`), with their owners, by arrival. */
export const heldAhead = (db: Db, today: string) =>
  db
    .selectFrom('booking as b')
    .select(['b.id', 'b.user_id', 'b.from_date', 'b.to_date'])
    .where(bookingIn('booked'))
    .where('b.from_date', '>', today)
    .orderBy('b.from_date')
    .execute();

/** Every member not suspended, with what says whether they may book. */
export const activeMembers = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'access_level', 'email_confirmed_at'])
    .where('suspended_at', 'is', null)
    .execute();
