import { type DrawInput, type DrawResult } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database, RoundTable } from '../../../db/schema.js';
import { bookingIn } from '../../../db/status-sets.js';

type Db = Kysely<Database>;

/** A round's own fields as it is set up. */
export type RoundFields = Pick<
  RoundTable,
  'name' | 'opens' | 'closes' | 'first_pass_cap' | 'total_cap'
>;

/** A block as stored: a name and a stay's dates (YYYY-MM-DD). */
export interface BlockFields {
  name: string;
  from_date: string;
  to_date: string;
}

/** Makes a round with its blocks; its id. */
export async function insertRound(
  db: Db,
  fields: RoundFields,
  blocks: readonly BlockFields[],
  by: number,
  stamp: string,
): Promise<number> {
  const { id } = await db
    .insertInto('round')
    .values({
      ...fields,
      status: 'set',
      created_by: by,
      created_at: stamp,
      updated_at: stamp,
      ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertBlocks(db, id, blocks);
  return id;
}

const insertBlocks = async (db: Db, roundId: number, blocks: readonly BlockFields[]) => {
  await db
    .insertInto('round_block')
    .values(blocks.map((block) => ({ round_id: roundId, ...block })))
    .execute();
};

/** Sets a round's fields and replaces its blocks (only before its ballot opens: none voted). */
export async function updateRound(
  db: Db,
  id: number,
  fields: RoundFields,
  blocks: readonly BlockFields[],
  stamp: string,
) {
  await db
    .updateTable('round')
    .set({ ...fields, updated_at: stamp })
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('round_block').where('round_id', '=', id).execute();
  await insertBlocks(db, id, blocks);
}

/** Ends a round as cancelled. */
export async function cancelRound(db: Db, id: number, stamp: string) {
  await db
    .updateTable('round')
    .set({ status: 'cancelled', ended_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .execute();
}

/** One round's row, or undefined. */
export const findRound = (db: Db, id: number) =>
  db.selectFrom('round').selectAll().where('id', '=', id).executeTakeFirst();

/** Every round, the newest ballot first. */
export const listRounds = (db: Db) =>
  db.selectFrom('round').selectAll().orderBy('opens', 'desc').orderBy('id', 'desc').execute();

/** The blocks of some rounds, by date. */
export const listBlocks = (db: Db, roundIds: readonly number[]) =>
  roundIds.length
    ? db
        .selectFrom('round_block')
        .select(['id', 'round_id', 'name', 'from_date', 'to_date'])
        .where('round_id', 'in', [...roundIds])
        .orderBy('from_date')
        .orderBy('id')
        .execute()
    : Promise.resolve([]);

/** How many members have a ballot in each of some rounds. */
export async function voterCounts(db: Db, roundIds: readonly number[]) {
  if (!roundIds.length) return new Map<number, number>();
  const rows = await db
    .selectFrom('round_ballot')
    .select(['round_id', (eb) => eb.fn.count<string>('user_id').distinct().as('voters')])
    .where('round_id', 'in', [...roundIds])
    .groupBy('round_id')
    .execute();
  return new Map(rows.map((row) => [row.round_id, Number(row.voters)]));
}

/**
 * Rounds members see: every round not cancelled (a confirmed one with its published draw), the
 * soonest ballot first.
 */
export const listMemberRounds = (db: Db) =>
  db
    .selectFrom('round')
    .selectAll()
    .where('status', 'in', ['set', 'drawn', 'confirmed'])
    .orderBy('opens')
    .orderBy('id')
    .execute();

/** A member's ballots in some rounds: block ids by round, the most wanted first. */
export async function ballotsOf(db: Db, userId: number, roundIds: readonly number[]) {
  const byRound = new Map<number, number[]>();
  if (!roundIds.length) return byRound;
  const rows = await db
    .selectFrom('round_ballot')
    .select(['round_id', 'block_id'])
    .where('user_id', '=', userId)
    .where('round_id', 'in', [...roundIds])
    .orderBy('round_id')
    .orderBy('rank')
    .execute();
  for (const row of rows) {
    const list = byRound.get(row.round_id) ?? [];
    list.push(row.block_id);
    byRound.set(row.round_id, list);
  }
  return byRound;
}

/** Replaces a member's ballot in a round with `ranking` (block ids, most wanted first). */
export async function replaceBallot(
  db: Db,
  roundId: number,
  userId: number,
  ranking: readonly number[],
  stamp: string,
) {
  await db
    .deleteFrom('round_ballot')
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .execute();
  if (!ranking.length) return;
  await db
    .insertInto('round_ballot')
    .values(
      ranking.map((blockId, index) => ({
        round_id: roundId,
        user_id: userId,
        block_id: blockId,
        rank: index + 1,
        updated_at: stamp,
      })),
    )
    .execute();
}

/**
 * Takes a member's ballots out of every round not yet confirmed or cancelled (DECISIONS §22: a
 * ballot stops counting); the rounds they were in, with their status.
 */
export async function withdrawBallots(db: Db, userId: number) {
  const rounds = await db
    .selectFrom('round_ballot as b')
    .innerJoin('round as r', 'r.id', 'b.round_id')
    .select(['r.id', 'r.status'])
    .distinct()
    .where('b.user_id', '=', userId)
    .where('r.status', 'in', ['set', 'drawn'])
    .execute();
  if (!rounds.length) return rounds;
  await db
    .deleteFrom('round_ballot')
    .where('user_id', '=', userId)
    .where(
      'round_id',
      'in',
      rounds.map((round) => round.id),
    )
    .execute();
  return rounds;
}

/** Every ballot of a round: each voter's block ids, the most wanted first. */
export async function ballotsOfRound(db: Db, roundId: number) {
  const rows = await db
    .selectFrom('round_ballot')
    .select(['user_id', 'block_id'])
    .where('round_id', '=', roundId)
    .orderBy('user_id')
    .orderBy('rank')
    .execute();
  const byMember = new Map<number, number[]>();
  for (const row of rows) {
    const list = byMember.get(row.user_id) ?? [];
    list.push(row.block_id);
    byMember.set(row.user_id, list);
  }
  return [...byMember].map(([member, ranking]) => ({ member, ranking }));
}

/**
 * Rounds whose ballot closed before `today` and that were never drawn: a round whose draw was
 * discarded is drawn again when an admin asks, not by the house.
 */
export const roundsToDraw = (db: Db, today: string) =>
  db
    .selectFrom('round as r')
    .select('r.id')
    .where('r.status', '=', 'set')
    .where('r.closes', '<', today)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('round_draw as d').select('d.id').whereRef('d.round_id', '=', 'r.id'))),
    )
    .orderBy('r.id')
    .execute();

/**
 * Marks a set-up round drawn, if it still is one; whether this call did it. Two processes closing
 * the same ballot both ask; one gets true.
 */
export async function markDrawn(db: Db, roundId: number, stamp: string): Promise<boolean> {
  const result = await db
    .updateTable('round')
    .set({ status: 'drawn', updated_at: stamp })
    .where('id', '=', roundId)
    .where('status', '=', 'set')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a draw as proposed. */
export async function insertDraw(
  db: Db,
  roundId: number,
  input: DrawInput,
  result: DrawResult,
  by: number | null,
  stamp: string,
) {
  await db
    .insertInto('round_draw')
    .values({
      round_id: roundId,
      seed: input.seed,
      status: 'proposed',
      input: JSON.stringify(input),
      result: JSON.stringify(result),
      drawn_by: by,
      drawn_at: stamp,
      decided_at: null,
    })
    .execute();
}

/** A round's live draw (proposed or confirmed), or undefined. */
export const liveDraw = (db: Db, roundId: number) =>
  db
    .selectFrom('round_draw')
    .selectAll()
    .where('round_id', '=', roundId)
    .where('status', 'in', ['proposed', 'confirmed'])
    .executeTakeFirst();

/**
 * Confirmed rounds whose ballot closed before `closes`, the latest first, each with its voters
 * and whom its draw gave something: what the carry-over of empty-handed rounds is counted from.
 */
export async function earlierResults(db: Db, closes: string) {
  const rounds = await db
    .selectFrom('round as r')
    .innerJoin('round_draw as d', 'd.round_id', 'r.id')
    .select(['r.id', 'd.result'])
    .where('r.status', '=', 'confirmed')
    .where('d.status', '=', 'confirmed')
    .where('r.closes', '<', closes)
    .orderBy('r.closes', 'desc')
    .execute();
  if (!rounds.length) return [];
  const voters = await db
    .selectFrom('round_ballot')
    .select(['round_id', 'user_id'])
    .distinct()
    .where(
      'round_id',
      'in',
      rounds.map((round) => round.id),
    )
    .execute();
  return rounds.map((round) => ({
    voters: new Set(voters.filter((v) => v.round_id === round.id).map((v) => v.user_id)),
    given: new Set(
      (JSON.parse(round.result) as { given: { member: number }[] }).given.map((g) => g.member),
    ),
  }));
}

/** Names of some members, by id. */
export async function namesOf(db: Db, ids: readonly number[]) {
  if (!ids.length) {
    return new Map<number, { first_name: string; last_name: string; email: string }>();
  }
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Ends a round's live draw and sets the round's status: confirmed together, or discarded. */
export async function decideDraw(
  db: Db,
  roundId: number,
  drawId: number,
  outcome: 'confirmed' | 'discarded',
  stamp: string,
) {
  await db
    .updateTable('round_draw')
    .set({ status: outcome, decided_at: stamp })
    .where('id', '=', drawId)
    .execute();
  await db
    .updateTable('round')
    .set({
      status: outcome === 'confirmed' ? 'confirmed' : 'set',
      ended_at: outcome === 'confirmed' ? stamp : null,
      updated_at: stamp,
    })
    .where('id', '=', roundId)
    .execute();
}

/**
 * The members who may vote in a round (those who may book stays, not suspended), with what a
 * mail to them needs; whether they may book is the caller's to judge from the access level.
 */
export const listVoterCandidates = (db: Db) =>
  db
    .selectFrom('users')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'access_level',
      'email_confirmed_at',
      'language',
    ])
    .where('suspended_at', 'is', null)
    .execute();

/** The members with a ballot in a round. */
export async function votersOf(db: Db, roundId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('round_ballot')
    .select('user_id')
    .distinct()
    .where('round_id', '=', roundId)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The last day each member was reminded to vote in a round. */
export async function lastReminders(db: Db, roundId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('round_reminder')
    .select(['user_id', (eb) => eb.fn.max('day').as('day')])
    .where('round_id', '=', roundId)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, String(row.day)]));
}

/**
 * Notes that a member is reminded today; false when they already were (by another admin or
 * process): the key allows one a day, and the one that wrote the row sends the mail.
 */
export async function noteReminder(
  db: Db,
  reminder: { roundId: number; userId: number; day: string; stamp: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('round_reminder')
    .values({
      round_id: reminder.roundId,
      user_id: reminder.userId,
      day: reminder.day,
      sent_at: reminder.stamp,
    })
    .onConflict((oc) => oc.columns(['round_id', 'user_id', 'day']).doNothing())
    .returning('user_id')
    .execute();
  return rows.length > 0;
}

/**
 * The held bookings made from no option (a round's block, or a swap's or gift's), with their
 * block and round when a round gave them, and their member, by arrival.
 */
export const listGivenStays = (db: Db) =>
  db
    .selectFrom('booking as b')
    .leftJoin('round_block as k', 'k.id', 'b.round_block_id')
    .leftJoin('round as r', 'r.id', 'k.round_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.from_date',
      'b.to_date',
      'b.source',
      'k.name as block',
      'r.id as round_id',
      'r.name as round',
      'u.first_name',
      'u.last_name',
      'u.email',
      'b.fee',
      'b.paid_at',
      'b.payment_confirmed_at',
    ])
    .where('b.option_id', 'is', null)
    .where(bookingIn('booked'))
    .orderBy('b.from_date')
    .orderBy('b.id')
    .execute();
