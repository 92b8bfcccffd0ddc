import type { VoteType } from '@stuga/shared';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, DonationsTable, Flag } from '../../db/schema.js';

type Db = Kysely<Database>;

/** What an admin writes of an improvement. */
export interface ImprovementWrite {
  title: string;
  description: string;
  price: number;
  category: Database['improvements']['category'];
  priority: number;
  image_url: string | null;
  link_url: string | null;
  link_text: string | null;
  is_active: Flag;
}

/** An improvement with its vote counts. */
export interface ImprovementRow extends ImprovementWrite {
  id: number;
  is_done: Flag;
  up_votes: number;
  down_votes: number;
}

const withVotes = (db: Db) =>
  db
    .selectFrom('improvements as i')
    .leftJoin('improvement_votes as v', 'v.improvement_id', 'i.id')
    .select([
      'i.id',
      'i.title',
      'i.description',
      'i.price',
      'i.category',
      'i.priority',
      'i.image_url',
      'i.link_url',
      'i.link_text',
      'i.is_active',
      'i.is_done',
      sql<number>`count(case when v.vote_type = 'up' then 1 end)`.as('up_votes'),
      sql<number>`count(case when v.vote_type = 'down' then 1 end)`.as('down_votes'),
    ])
    .groupBy('i.id')
    .orderBy('i.id');

// COUNT is a number on both engines (the pg driver is told so in db/database.ts), but SQLite
// hands back bigints for some expressions: made plain numbers here.
const counted = (row: ImprovementRow): ImprovementRow => ({
  ...row,
  up_votes: Number(row.up_votes),
  down_votes: Number(row.down_votes),
});

/** Improvements with their votes counted; only active ones unless `all`. */
export async function listImprovements(db: Db, all = false): Promise<ImprovementRow[]> {
  const query = all ? withVotes(db) : withVotes(db).where('i.is_active', '=', 1);
  return (await query.execute()).map(counted);
}

export async function findImprovement(db: Db, id: number): Promise<ImprovementRow | undefined> {
  const row = await withVotes(db).where('i.id', '=', id).executeTakeFirst();
  return row && counted(row);
}

/** A member's votes, with whether each improvement is still open. */
export const listVotesOf = (db: Db, userId: number) =>
  db
    .selectFrom('improvement_votes as v')
    .innerJoin('improvements as i', 'i.id', 'v.improvement_id')
    .select(['v.improvement_id', 'v.vote_type', 'i.is_active', 'i.is_done'])
    .where('v.user_id', '=', userId)
    .execute();

/**
 * Takes back a member's votes on improvements still open (active, not done): they stop counting
 * (DECISIONS §22). Votes on done ones are their record. How many.
 */
export async function withdrawOpenVotes(db: Db, userId: number): Promise<number> {
  const result = await db
    .deleteFrom('improvement_votes')
    .where('user_id', '=', userId)
    .where('improvement_id', 'in', (eb) =>
      eb
        .selectFrom('improvements')
        .select('id')
        .where('is_active', '=', 1)
        .where('is_done', '=', 0),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sets a member's vote on an improvement (null removes it). */
export async function setVote(
  db: Db,
  vote: { userId: number; improvementId: number; type: VoteType | null; stamp: string },
): Promise<void> {
  await db
    .deleteFrom('improvement_votes')
    .where('user_id', '=', vote.userId)
    .where('improvement_id', '=', vote.improvementId)
    .execute();
  if (vote.type) {
    await db
      .insertInto('improvement_votes')
      .values({
        user_id: vote.userId,
        improvement_id: vote.improvementId,
        vote_type: vote.type,
        created_at: vote.stamp,
      })
      .execute();
  }
}

export async function insertImprovement(db: Db, item: ImprovementWrite, stamp: string) {
  await db
    .insertInto('improvements')
    .values({ ...item, is_done: 0, created_at: stamp, updated_at: stamp })
    .execute();
}

/** Returns whether the improvement was there to change. */
export async function updateImprovement(
  db: Db,
  id: number,
  changes: Partial<ImprovementWrite> & { is_done?: Flag },
  stamp: string,
): Promise<boolean> {
  const result = await db
    .updateTable('improvements')
    .set({ ...changes, updated_at: stamp })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an improvement (its votes go with it: the foreign key cascades); whether it was there. */
export async function deleteImprovement(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('improvements').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Turns an improvement between done and not done, in one statement; undefined when none. */
export const toggleImprovementDone = (db: Db, id: number, stamp: string) =>
  db
    .updateTable('improvements')
    .set({ is_done: sql<Flag>`1 - is_done`, updated_at: stamp })
    .where('id', '=', id)
    .returning(['id', 'is_done'])
    .executeTakeFirst();

/**
 * Verified donations, whole SEK, by the improvement they count toward (DECISIONS §15; `null`:
 * verified while there was no goal).
 */
export async function donationTotals(db: Db): Promise<Map<number | null, number>> {
  const rows = await db
    .selectFrom('donations')
    .select(['improvement_id', sql<number>`coalesce(sum(amount), 0)`.as('total')])
    .where('is_verified', '=', 1)
    .groupBy('improvement_id')
    .execute();
  return new Map(rows.map((row) => [row.improvement_id, Number(row.total)]));
}

/** Donations with what they count toward, newest first, or one of them. */
const donationsWithImprovement = (db: Db) =>
  db
    .selectFrom('donations as d')
    .leftJoin('improvements as i', 'i.id', 'd.improvement_id')
    .selectAll('d')
    .select('i.title as improvement_title');

export type DonationRow = Awaited<ReturnType<typeof listDonations>>[number];

export const listDonations = (db: Db) =>
  donationsWithImprovement(db).orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();

export const findDonation = (db: Db, id: number) =>
  donationsWithImprovement(db).where('d.id', '=', id).executeTakeFirst();

/** Donations waiting to be verified (the admins' hub counts them). */
export async function countUnverifiedDonations(db: Db): Promise<number> {
  const row = await db
    .selectFrom('donations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('is_verified', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export const insertDonation = async (db: Db, donation: Insertable<DonationsTable>) =>
  (await db.insertInto('donations').values(donation).returning('id').executeTakeFirstOrThrow()).id;

/** Turns a donation between Pending and Verified (SPEC §4); undefined when there is none. */
export const toggleDonationVerified = (db: Db, id: number) =>
  db
    .updateTable('donations')
    .set({ is_verified: sql<Flag>`1 - is_verified` })
    .where('id', '=', id)
    .returning(['id', 'is_verified', 'improvement_id'])
    .executeTakeFirst();

/** Gives a donation that counts toward nothing yet to an improvement (DECISIONS §15). */
export const assignDonation = (db: Db, id: number, improvementId: number) =>
  db
    .updateTable('donations')
    .set({ improvement_id: improvementId })
    .where('id', '=', id)
    .where('improvement_id', 'is', null)
    .execute();

/**
 * Gives a goal that is done the verified donations that counted toward it without being given
 * to any goal: its money stays with it (DECISIONS §15).
 */
export const assignUnassignedDonations = (db: Db, improvementId: number) =>
  db
    .updateTable('donations')
    .set({ improvement_id: improvementId })
    .where('improvement_id', 'is', null)
    .where('is_verified', '=', 1)
    .execute();
