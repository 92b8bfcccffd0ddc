import type { MeterReading } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { bookingIn } from '../../db/status-sets.js';

type Db = Kysely<Database>;

/** What each member laid out, in öre (corrections counted, negative). */
export const paidByMember = (db: Db) =>
  db
    .selectFrom('cost')
    .select((eb) => ['paid_by as user_id', eb.fn.sum<number>('amount').as('total')])
    .where('paid_by', 'is not', null)
    .groupBy('paid_by')
    .execute();

/** Each member's parts of every cost, in öre. */
export const partsByMember = (db: Db) =>
  db
    .selectFrom('cost_part')
    .select((eb) => ['user_id', eb.fn.sum<number>('amount').as('total')])
    .groupBy('user_id')
    .execute();

/** Stay fees paid from `first` to `last` (the stays' arrival days, YYYY-MM-DD), per member. */
export const feesByMember = (db: Db, first: string, last: string) =>
  db
    .selectFrom('booking')
    .select((eb) => ['user_id', eb.fn.sum<number>('fee').as('total')])
    .where('paid_at', 'is not', null)
    .where('fee', 'is not', null)
    .where('from_date', '>=', first)
    .where('from_date', '<=', last)
    .groupBy('user_id')
    .execute();

/** Every payment marked paid, the latest first. */
export const listSettlements = (db: Db) =>
  db
    .selectFrom('settlement')
    .selectAll()
    .orderBy('marked_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** Names and Swish numbers of these accounts. */
export async function peopleOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'swish'])
    .where('id', 'in', ids)
    .execute();
}

/** A member's parts of each cost, the latest first. */
export const partsOfMember = (db: Db, userId: number) =>
  db
    .selectFrom('cost_part as p')
    .innerJoin('cost as c', 'c.id', 'p.cost_id')
    .select([
      'p.cost_id',
      'c.what',
      'c.day',
      'c.kind',
      'p.amount',
      'p.weight',
      'p.of_total',
      'p.unit',
      'p.kwh',
      'p.kwh_price',
    ])
    .where('p.user_id', '=', userId)
    .orderBy('c.day', 'desc')
    .orderBy('c.id', 'desc')
    .execute();

/** A member's own Swish number (null: none; undefined: no such member). */
export const swishOf = async (db: Db, userId: number) =>
  (await db.selectFrom('users').select('swish').where('id', '=', userId).executeTakeFirst())?.swish;

/** Sets a member's own Swish number (or none). */
export const setSwish = (db: Db, userId: number, swish: string | null, stamp: string) =>
  db.updateTable('users').set({ swish, updated_at: stamp }).where('id', '=', userId).execute();

/** Records a payment marked paid; answers its id. */
export async function insertSettlement(
  db: Db,
  row: {
    from_user: number | null;
    to_user: number | null;
    amount: number;
    marked_by: number;
    marked_at: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('settlement')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One payment, or undefined. */
export const findSettlement = (db: Db, id: number) =>
  db.selectFrom('settlement').selectAll().where('id', '=', id).executeTakeFirst();

/** Confirms a payment; answers whether it was waiting. */
export async function confirmSettlement(
  db: Db,
  id: number,
  by: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('settlement')
    .set({ confirmed_by: by, confirmed_at: at })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Each kind's costs of days from `first` to `last` (YYYY-MM-DD), corrections counted. */
export const costsByKind = (db: Db, first: string, last: string) =>
  db
    .selectFrom('cost')
    .select((eb) => ['kind', eb.fn.sum<number>('amount').as('total')])
    .where('day', '>=', first)
    .where('day', '<=', last)
    .groupBy('kind')
    .execute();

/** Per member: what they laid out and their parts of the costs of days from `first` to `last`. */
export async function yearOfMembers(db: Db, first: string, last: string) {
  const [paid, parts] = await Promise.all([
    db
      .selectFrom('cost')
      .select((eb) => ['paid_by as user_id', eb.fn.sum<number>('amount').as('total')])
      .where('paid_by', 'is not', null)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .groupBy('paid_by')
      .execute(),
    db
      .selectFrom('cost_part as p')
      .innerJoin('cost as c', 'c.id', 'p.cost_id')
      .select((eb) => ['p.user_id', eb.fn.sum<number>('p.amount').as('total')])
      .where('c.day', '>=', first)
      .where('c.day', '<=', last)
      .groupBy('p.user_id')
      .execute(),
  ]);
  return { paid, parts };
}

/** The stay fees of stays arriving from `first` to `last` that stand: confirmed, and not yet. */
export const feesOfYear = (db: Db, first: string, last: string) =>
  db
    .selectFrom('booking as b')
    .select((eb) => [
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('b.payment_confirmed_at', 'is not', null)
            .then(eb.ref('b.fee'))
            .else(0)
            .end(),
        )
        .as('confirmed'),
      eb.fn
        .sum<number>(
          eb.case().when('b.payment_confirmed_at', 'is', null).then(eb.ref('b.fee')).else(0).end(),
        )
        .as('open'),
    ])
    .where(bookingIn('booked'))
    .where('b.fee', 'is not', null)
    .where('b.from_date', '>=', first)
    .where('b.from_date', '<=', last)
    .executeTakeFirst();

/**
 * The electricity meter's readings from the checklists (items asking a number in kWh), from the
 * year before `first` on (the first rise of a year starts from the reading before it), with their
 * stays: read on arrival day or departure day.
 */
export const meterReadingRows = (db: Db, first: string, last: string) =>
  db
    .selectFrom('checklist_tick as t')
    .innerJoin('checklist_item as i', 'i.id', 't.item_id')
    .innerJoin('booking as b', 'b.id', 't.booking_id')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select([
      't.booking_id',
      't.value',
      'i.list',
      'b.user_id',
      'b.from_date',
      'b.to_date',
      'u.first_name',
      'u.last_name',
    ])
    .where('i.asks_number', '=', 1)
    .where((eb) => eb(eb.fn('lower', ['i.unit']), '=', 'kwh'))
    .where('t.value', 'is not', null)
    .where('b.to_date', '>=', `${Number(first.slice(0, 4)) - 1}-01-01`)
    .where('b.from_date', '<=', last)
    .execute();

/** The meter's readings (`meterReadingRows`) as the meter's rules read them, with their rows. */
export async function meterReadings(db: Db, first: string, last: string) {
  const rows = await meterReadingRows(db, first, last);
  return rows.map((row) => ({
    row,
    reading: {
      booking: row.booking_id,
      day: row.list === 'arrival' ? row.from_date : row.to_date,
      value: Number(row.value),
      list: row.list,
    } satisfies MeterReading,
  }));
}

/** Claims the month's balance reminder for a member: false when it went already. */
export async function claimBalanceReminder(db: Db, userId: number, month: string, stamp: string) {
  const row = await db
    .insertInto('balance_reminder')
    .values({ user_id: userId, month, sent_at: stamp })
    .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}
