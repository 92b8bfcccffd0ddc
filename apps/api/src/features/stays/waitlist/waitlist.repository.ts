import { WISH, OFFER, DRAW, BOOKING, inSet, type WishChange } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { bookingIn } from '../../../db/status-sets.js';
import { heldByOffer } from '../held-days.repository.js';

type Db = Kysely<Database>;

/** The waitlist's rows (DECISIONS §19): wishes, and the offers of freed dates made to them. */

/** Wishes still alive: waiting for dates, or waiting for the admins on a claim. */
const LIVE = WISH.sets.live;

export async function insertWish(
  db: Db,
  wish: { userId: number; from: string; to: string; minNights: number; stamp: string },
): Promise<number> {
  const { id } = await db
    .insertInto('wish')
    .values({
      user_id: wish.userId,
      from_date: wish.from,
      to_date: wish.to,
      min_nights: wish.minNights,
      status: WISH.start,
      created_at: wish.stamp,
      updated_at: wish.stamp,
      ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const findWish = (db: Db, id: number) =>
  db.selectFrom('wish').selectAll().where('id', '=', id).executeTakeFirst();

/** How many ranges a member waits for now. */
export async function countLiveWishes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wish')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Every live wish, the oldest first (the order they asked in). */
export const listLiveWishes = (db: Db) =>
  db
    .selectFrom('wish')
    .selectAll()
    .where('status', 'in', LIVE)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Waiting wishes that share a day with `from`..`to`, the oldest first. */
export const waitingWishesOver = (db: Db, from: string, to: string) =>
  db
    .selectFrom('wish')
    .selectAll()
    .where('status', 'in', WISH.sets.waiting)
    .where('from_date', '<=', to)
    .where('to_date', '>=', from)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

/** Moves a wish from one status to another; whether it moved. */
export async function moveWish(
  db: Db,
  id: number,
  change: WishChange,
  stamp: string,
): Promise<boolean> {
  const { from, to } = WISH.changes[change];
  const ended = !inSet(WISH, 'live', to);
  const result = await db
    .updateTable('wish')
    .set({ status: to, updated_at: stamp, ...(ended ? { ended_at: stamp } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A booking as freed dates: its days and whether it has ended (cancelled or declined). */
export const findBooking = (db: Db, id: number) =>
  db
    .selectFrom('booking as b')
    .select([
      'b.id',
      'b.user_id',
      'b.from_date',
      'b.to_date',
      'b.status',
      'b.round_block_id',
      'b.option_id',
    ])
    .where('b.id', '=', id)
    .executeTakeFirst();

/** Ended bookings whose days are still ahead: the freed dates the waitlist may be offered. */
export const freedBookingsAhead = (db: Db, today: string) =>
  db
    .selectFrom('booking as b')
    .select(['b.id', 'b.from_date', 'b.to_date'])
    .where('b.status', 'in', BOOKING.sets.freed)
    .where('b.to_date', '>', today)
    .orderBy('b.ended_at')
    .orderBy('b.id')
    .execute();

/** The wishes a booking's dates were offered to already (each once, whatever came of it). */
export async function offeredWishes(db: Db, bookingId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('offer')
    .select('wish_id')
    .where('booking_id', '=', bookingId)
    .execute();
  return new Set(rows.map((row) => row.wish_id));
}

/**
 * Whether a booking's dates are held by the waitlist now: offered and the hold running, or
 * claimed and the request waiting for the admins.
 */
export async function datesHeld(db: Db, bookingId: number): Promise<boolean> {
  const row = await db
    .selectFrom('offer as o')
    .leftJoin('stay_option as s', 's.id', 'o.option_id')
    .select('o.id')
    .where('o.booking_id', '=', bookingId)
    .where(heldByOffer)
    .executeTakeFirst();
  return row !== undefined;
}

/** A member's live wishes and their open offers. */
export const wishesOf = (db: Db, userId: number) =>
  db
    .selectFrom('wish')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', 'in', LIVE)
    .orderBy('from_date')
    .orderBy('id')
    .execute();

/** The members in a confirmed round's order, for offering a block of it (DECISIONS §19). */
export async function roundOrderOf(db: Db, roundBlockId: number): Promise<number[]> {
  const row = await db
    .selectFrom('round_block as k')
    .innerJoin('round_draw as d', 'd.round_id', 'k.round_id')
    .select('d.result')
    .where('k.id', '=', roundBlockId)
    .where('d.status', 'in', DRAW.sets.confirmed)
    .executeTakeFirst();
  if (!row) return [];
  return (JSON.parse(row.result) as { order: { member: number }[] }).order.map((l) => l.member);
}

/** Held bookings reaching into `from`..`to` (what freed dates must stay clear of). */
export const heldNear = (db: Db, from: string, to: string) =>
  db
    .selectFrom('booking as b')
    .select(['b.from_date as from', 'b.to_date as to'])
    .where(bookingIn('booked'))
    .where('b.from_date', '<=', to)
    .where('b.to_date', '>=', from)
    .execute();

/** Whom a mail goes to: names, address, language. */
export const readerOf = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'language'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/** The one option of a plan a claim made. */
export const onlyOptionOf = (db: Db, planId: number) =>
  db.selectFrom('stay_option').select('id').where('plan_id', '=', planId).executeTakeFirstOrThrow();

/** The requests made by claiming offers (the approval panel marks them "From the waitlist"). */
export async function claimedOptions(db: Db): Promise<Set<number>> {
  const rows = await db
    .selectFrom('offer')
    .select('option_id')
    .where('status', 'in', OFFER.sets.claimed)
    .where('option_id', 'is not', null)
    .execute();
  return new Set(rows.map((row) => row.option_id!));
}
