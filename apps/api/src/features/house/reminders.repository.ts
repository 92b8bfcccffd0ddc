import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A member's choices, kind by kind (kinds not kept: at once). */
export const listChoices = (db: Db, userId: number) =>
  db.selectFrom('mail_choice').select(['kind', 'choice']).where('user_id', '=', userId).execute();

export async function writeChoices(db: Db, userId: number, choices: Record<string, string>) {
  await db.deleteFrom('mail_choice').where('user_id', '=', userId).execute();
  await db
    .insertInto('mail_choice')
    .values(Object.entries(choices).map(([kind, choice]) => ({ user_id: userId, kind, choice })))
    .execute();
}

/** Reminders already sent for these bookings, as `booking:kind`. */
export const sentFor = async (db: Db, bookingIds: readonly number[]) =>
  new Set(
    bookingIds.length
      ? (
          await db
            .selectFrom('reminder_sent')
            .select(['booking_id', 'kind'])
            .where('booking_id', 'in', bookingIds)
            .execute()
        ).map((row) => `${row.booking_id}:${row.kind}`)
      : [],
  );

export const choiceOf = async (db: Db, userId: number, kind: string) =>
  (
    await db
      .selectFrom('mail_choice')
      .select('choice')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .executeTakeFirst()
  )?.choice ?? 'now';

export const addDigestItem = (
  db: Db,
  userId: number,
  bookingId: number,
  kind: string,
  stamp: string,
) =>
  db
    .insertInto('digest_item')
    .values({ user_id: userId, booking_id: bookingId, kind, created_at: stamp, sent_at: null })
    .execute();

/** Members with reminders waiting for their digest. */
export const membersWaitingForDigest = (db: Db) =>
  db
    .selectFrom('digest_item as d')
    .innerJoin('users as u', 'u.id', 'd.user_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.language'])
    .where('d.sent_at', 'is', null)
    .groupBy(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.language'])
    .execute();

/** What waits for a member's digest, with each stay's days, oldest first. */
export const digestItemsOf = (db: Db, userId: number) =>
  db
    .selectFrom('digest_item as d')
    .innerJoin('booking as b', 'b.id', 'd.booking_id')
    .select(['d.id', 'd.kind', 'b.from_date', 'b.to_date'])
    .where('d.user_id', '=', userId)
    .where('d.sent_at', 'is', null)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();

/** Claims a member's digest of a week: true for the one process whose row went in. */
export async function claimDigest(db: Db, userId: number, week: string, stamp: string) {
  const row = await db
    .insertInto('digest_mail')
    .values({ user_id: userId, week, sent_at: stamp })
    .onConflict((oc) => oc.columns(['user_id', 'week']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export const markDigested = (db: Db, ids: readonly number[], stamp: string) =>
  db.updateTable('digest_item').set({ sent_at: stamp }).where('id', 'in', ids).execute();
