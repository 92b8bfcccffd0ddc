import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, HouseCodeTable } from '../../db/schema.js';
import { bookingIn } from '../../db/status-sets.js';

type Db = Kysely<Database>;

/** The house's codes in their order. */
export const listCodes = (db: Db) =>
  db
    .selectFrom('house_code')
    .select(['id', 'kind', 'label', 'value', 'note'])
    .orderBy('position')
    .orderBy('id')
    .execute();

/** A member's booked stays that have not ended by `fromDay` (departure on or after it). */
export const ownStaysFrom = (db: Db, userId: number, fromDay: string) =>
  db
    .selectFrom('booking as b')
    .select(['b.from_date', 'b.to_date'])
    .where('b.user_id', '=', userId)
    .where(bookingIn('booked'))
    .where('b.to_date', '>=', fromDay)
    .orderBy('b.from_date')
    .execute();

/** Keeps that the codes were sent to someone. */
export const recordView = (db: Db, userId: number, stamp: string) =>
  db.insertInto('house_code_view').values({ user_id: userId, seen_at: stamp }).execute();

/** Who saw the codes when, the latest first. */
export const listViews = (db: Db, limit: number) =>
  db
    .selectFrom('house_code_view as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['v.user_id', 'v.seen_at', 'u.first_name', 'u.last_name', 'u.email'])
    .orderBy('v.seen_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();

/** Removes codes by id. */
export const deleteCodes = (db: Db, ids: number[]) =>
  db.deleteFrom('house_code').where('id', 'in', ids).execute();

/** Adds a code. */
export const insertCode = (db: Db, code: Insertable<HouseCodeTable>) =>
  db.insertInto('house_code').values(code).execute();

/** Changes a kept code. */
export const updateCode = (db: Db, id: number, code: Updateable<HouseCodeTable>) =>
  db.updateTable('house_code').set(code).where('id', '=', id).execute();
