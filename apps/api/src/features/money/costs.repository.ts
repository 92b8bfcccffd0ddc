import type { CostKind, PartUnit } from '@stuga/shared';
import type { Insertable, Kysely } from 'kysely';
import type { CostTable, Database } from '../../db/schema.js';
import { bookingIn } from '../../db/status-sets.js';

type Db = Kysely<Database>;

/**
 * A cost as it is read: who paid it and recorded it (as they are called now), its correction, and
 * the repeating cost it is a coming of.
 */
const costs = (db: Db) =>
  db
    .selectFrom('cost as c')
    .leftJoin('users as payer', 'payer.id', 'c.paid_by')
    .leftJoin('users as recorder', 'recorder.id', 'c.recorded_by')
    .leftJoin('cost as fix', 'fix.corrects', 'c.id')
    .leftJoin('cost as origin', 'origin.id', 'c.repeat_of')
    .select([
      'c.id',
      'c.what',
      'c.amount',
      'c.day',
      'c.kind',
      'c.split',
      'c.paid_by',
      'c.repeats',
      'c.period_from',
      'c.period_to',
      'c.corrects',
      'c.recorded_by',
      'c.recorded_at',
      'c.receipt',
      'c.repeat_of',
      'origin.day as origin_day',
      'payer.first_name as payer_first',
      'payer.last_name as payer_last',
      'recorder.first_name as recorder_first',
      'recorder.last_name as recorder_last',
      'fix.id as corrected_by',
    ]);
export type CostRow = Awaited<ReturnType<ReturnType<typeof costs>['execute']>>[number];

/** The costs of days from `first` to `last` (YYYY-MM-DD), of one kind or all, the latest first. */
export const listCosts = (db: Db, first: string, last: string, kind?: CostKind) => {
  let query = costs(db).where('c.day', '>=', first).where('c.day', '<=', last);
  if (kind) query = query.where('c.kind', '=', kind);
  return query.orderBy('c.day', 'desc').orderBy('c.id', 'desc').execute();
};

/** Names a cost's receipt picture. */
export const setReceipt = (db: Db, id: number, receipt: string) =>
  db.updateTable('cost').set({ receipt }).where('id', '=', id).execute();

/** One cost, or undefined. */
export const findCost = (db: Db, id: number) => costs(db).where('c.id', '=', id).executeTakeFirst();

/** The parts of these costs, each with its member's name, the largest first. */
export async function listParts(db: Db, costIds: readonly number[]) {
  if (costIds.length === 0) return [];
  return db
    .selectFrom('cost_part as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select([
      'p.cost_id',
      'p.user_id',
      'p.amount',
      'p.weight',
      'p.of_total',
      'p.unit',
      'p.kwh',
      'p.kwh_price',
      'u.first_name',
      'u.last_name',
    ])
    .where('p.cost_id', 'in', costIds)
    .orderBy('p.cost_id')
    .orderBy('p.weight', 'desc')
    .orderBy('p.user_id')
    .execute();
}
export type PartRow = Awaited<ReturnType<typeof listParts>>[number];

/** A member's part as it is kept. */
export interface NewPart {
  user_id: number;
  amount: number;
  weight: number;
  of_total: number;
  unit: PartUnit;
  kwh: number | null;
  kwh_price: number | null;
}

/** Records a cost and its parts; answers its id. */
export async function insertCost(
  db: Db,
  cost: Insertable<CostTable>,
  parts: readonly NewPart[],
): Promise<number> {
  const { id } = await db.insertInto('cost').values(cost).returning('id').executeTakeFirstOrThrow();
  if (parts.length > 0) {
    await db
      .insertInto('cost_part')
      .values(parts.map((part) => ({ cost_id: id, ...part })))
      .execute();
  }
  return id;
}

/** The parts of one cost, as they are kept. */
export const partsOf = (db: Db, costId: number) =>
  db
    .selectFrom('cost_part')
    .select(['user_id', 'amount', 'weight', 'of_total', 'unit', 'kwh', 'kwh_price'])
    .where('cost_id', '=', costId)
    .execute();

/**
 * The stays the house held with a night from `first` to `last` (YYYY-MM-DD, both included): whose
 * they are, their days, and how many came.
 */
export const staysWithNights = (db: Db, first: string, last: string) =>
  db
    .selectFrom('booking as b')
    .select((eb) => [
      'b.user_id',
      'b.from_date',
      'b.to_date',
      eb(eb('b.adults', '+', eb.ref('b.children')), '+', eb.ref('b.guests')).as('people'),
    ])
    .where(bookingIn('booked'))
    .where('b.from_date', '<=', last)
    .where('b.to_date', '>', first)
    .execute();

/** Repeating costs that still stand (not corrections, not corrected), with the days they came. */
export async function standingRepeats(db: Db) {
  // The costs as they are read, the correction joined: one that has none still stands.
  const rows = await costs(db)
    .where('c.repeats', 'is not', null)
    .where('c.corrects', 'is', null)
    .where('c.repeat_of', 'is', null)
    .where('fix.id', 'is', null)
    .execute();
  if (rows.length === 0) return [];
  const came = await db
    .selectFrom('cost')
    .select(['repeat_of', 'day'])
    .where(
      'repeat_of',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    ...row,
    came: new Set(came.filter((each) => each.repeat_of === row.id).map((each) => each.day)),
  }));
}
