import { BOOKED_STATUSES, type CalendarDate } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The nonce of a member's calendar address, or undefined without one. */
export const findFeedNonce = async (db: Db, userId: number) =>
  (
    await db
      .selectFrom('calendar_feeds')
      .select('nonce')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.nonce;

/** Gives a member a new calendar nonce, replacing the old one at once (`replace`), or keeps one. */
export async function storeFeedNonce(
  db: Db,
  userId: number,
  nonce: string,
  stamp: string,
  replace: boolean,
): Promise<string> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, nonce, created_at: stamp })
    .onConflict((oc) =>
      replace
        ? oc.column('user_id').doUpdateSet({ nonce, created_at: stamp })
        : oc.column('user_id').doNothing(),
    )
    .execute();
  // Two first askings at once: whichever row won is the address.
  return (await findFeedNonce(db, userId))!;
}

/** Options with their owners, as calendars show them. */
const withOwners = (db: Db) =>
  db
    .selectFrom('stay_option as o')
    .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'o.id',
      'o.status',
      'o.from_date',
      'o.to_date',
      'o.updated_at',
      'p.user_id as owner_id',
      'u.first_name',
      'u.last_name',
      'u.email',
    ]);

/** Booked stays ending on or after `from`, with their owners, by arrival. */
export const listBookedSince = (db: Db, from: CalendarDate) =>
  withOwners(db)
    .where('o.status', 'in', BOOKED_STATUSES)
    .where('o.to_date', '>=', from)
    .orderBy('o.from_date')
    .orderBy('o.id')
    .execute();

/** One option with its owner, for its own calendar file. */
export const findBookedOption = (db: Db, id: number) =>
  withOwners(db).where('o.id', '=', id).executeTakeFirst();
