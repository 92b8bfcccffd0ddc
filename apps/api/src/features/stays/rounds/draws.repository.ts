import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { type DrawInput, type DrawResult, ROUND, DRAW } from '@stuga/shared';

type Db = Kysely<Database>;

/** A round's draws (DECISIONS §18): made once at the close, proposed, confirmed or discarded. */

/**
 * Rounds whose ballot closed before `today` and that were never drawn: a round whose draw was
 * discarded is drawn again when an admin asks, not by the house.
 */
export const roundsToDraw = (db: Db, today: string) =>
  db
    .selectFrom('round as r')
    .select('r.id')
    .where('r.status', 'in', ROUND.sets.set)
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
    .set({ status: ROUND.changes.draw.to, updated_at: stamp })
    .where('id', '=', roundId)
    .where('status', 'in', ROUND.changes.draw.from)
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
      status: DRAW.start,
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
    .where('status', 'in', DRAW.sets.kept)
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
    .where('r.status', 'in', ROUND.sets.confirmed)
    .where('d.status', 'in', DRAW.sets.confirmed)
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
  outcome: 'confirm' | 'discard',
  stamp: string,
) {
  await db
    .updateTable('round_draw')
    .set({ status: DRAW.changes[outcome].to, decided_at: stamp })
    .where('id', '=', drawId)
    .where('status', 'in', DRAW.changes[outcome].from)
    .execute();
  await db
    .updateTable('round')
    .set({
      status: ROUND.changes[outcome].to,
      ended_at: outcome === 'confirm' ? stamp : null,
      updated_at: stamp,
    })
    .where('id', '=', roundId)
    .where('status', 'in', ROUND.changes[outcome].from)
    .execute();
}
