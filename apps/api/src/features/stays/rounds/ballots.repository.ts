import { ROUND } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** A round's ballots and voters (DECISIONS §18): who ranked what, who was reminded. */

/**
 * Rounds members see: every round not cancelled (a confirmed one with its published draw), the
 * soonest ballot first.
 */
export const listMemberRounds = (db: Db) =>
  db
    .selectFrom('round')
    .selectAll()
    .where('status', 'in', ROUND.sets.shown)
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
    .where('r.status', 'in', ROUND.sets.live)
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
