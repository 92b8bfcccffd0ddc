import { ROUND } from '@stuga/shared';
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
      status: ROUND.start,
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
    .set({ status: ROUND.changes.cancel.to, ended_at: stamp, updated_at: stamp })
    .where('id', '=', id)
    .where('status', 'in', ROUND.changes.cancel.from)
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
