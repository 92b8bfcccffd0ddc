import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, GuestPassTable } from './schema.js';
import { bookingIn } from './status-sets.js';

type Db = Kysely<Database>;

export const insertGuestPass = (db: Db, pass: Insertable<GuestPassTable>) =>
  db.insertInto('guest_pass').values(pass).returningAll().executeTakeFirstOrThrow();

/** A booking's passes, the newest first, each with how often and when last it was used. */
export const passesOfBooking = (db: Db, bookingId: number) =>
  db
    .selectFrom('guest_pass as p')
    .leftJoin('guest_pass_use as u', 'u.pass_id', 'p.id')
    .select([
      'p.id',
      'p.guest_name',
      'p.email',
      'p.created_at',
      'p.revoked_at',
      sql<number>`count(u.id)`.as('uses'),
      sql<string | null>`max(u.at)`.as('last_used_at'),
    ])
    .where('p.booking_id', '=', bookingId)
    .groupBy(['p.id', 'p.guest_name', 'p.email', 'p.created_at', 'p.revoked_at'])
    .orderBy('p.id', 'desc')
    .execute();

/**
 * The pass a token's hash names, with its booking (whether it still holds the house) and the
 * booking's owner as they are now (the owner's first name is all a guest is shown of anyone).
 */
export const findPassByHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('guest_pass as p')
    .innerJoin('booking as b', 'b.id', 'p.booking_id')
    .innerJoin('users as o', 'o.id', 'b.user_id')
    .innerJoin('users as g', 'g.id', 'p.created_by')
    .select([
      'p.id',
      'p.booking_id',
      'p.guest_name',
      'p.revoked_at',
      'p.created_by',
      'b.user_id as owner_id',
      'b.from_date',
      'b.to_date',
      'o.first_name as host',
    ])
    // Whether the booking still holds the house: a pass ends with its booking.
    .select(bookingIn('booked').as('held'))
    .select((eb) => eb.ref('g.id').as('giver_id'))
    .where('p.token_hash', '=', tokenHash)
    .executeTakeFirst();

/** Takes a pass back, once. */
export async function revokeGuestPass(
  db: Db,
  bookingId: number,
  passId: number,
  stamp: string,
): Promise<'revoked' | 'already' | 'none'> {
  const result = await db
    .updateTable('guest_pass')
    .set({ revoked_at: stamp })
    .where('id', '=', passId)
    .where('booking_id', '=', bookingId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'revoked';
  const row = await db
    .selectFrom('guest_pass')
    .select('id')
    .where('id', '=', passId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row ? 'already' : 'none';
}

/** Every pass a member gave, taken back (a suspension, a move down: DECISIONS §22). */
export async function revokePassesGivenBy(db: Db, userId: number, stamp: string): Promise<number> {
  const result = await db
    .updateTable('guest_pass')
    .set({ revoked_at: stamp })
    .where('created_by', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export const recordPassUse = (db: Db, passId: number, what: string, at: string) =>
  db.insertInto('guest_pass_use').values({ pass_id: passId, what, at }).execute();

export async function countPasses(db: Db, bookingId: number): Promise<number> {
  const row = await db
    .selectFrom('guest_pass')
    .select(sql<number>`count(*)`.as('n'))
    .where('booking_id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
