import {
  STATUS_CHANGES,
  type CalendarDate,
  type OptionStatus,
  type Reason,
  type ServerMessageKey,
} from '@stuga/shared';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { lapsedBy } from '../../db/status-sets.js';

type Db = Kysely<Database>;

/** Who changed an option's status, and when (DECISIONS §16); a null actor is the app itself. */
export interface Change {
  actorId: number | null;
  stamp: string;
}

/**
 * Records that options are about to move to `to`, from the status each has now: one statement,
 * run in the transaction of the change, before it. Options already in `to` record nothing.
 */
export async function recordStatusChanges(
  db: Db,
  ids: readonly number[],
  to: OptionStatus,
  reason: Reason | null,
  change: Change,
): Promise<void> {
  if (!ids.length) return;
  await recordWhere(db, to, reason, change, (query) => query.where('o.id', 'in', [...ids]));
}

/** The same for the pending options of plans whose validity has passed (they become expired). */
export async function recordExpiries(db: Db, today: CalendarDate, change: Change): Promise<void> {
  await recordWhere(db, STATUS_CHANGES.expire.to, null, change, (query) =>
    query.where(lapsedBy(today)),
  );
}

function recordWhere(
  db: Db,
  to: OptionStatus,
  reason: Reason | null,
  change: Change,
  filter: (query: ReturnType<typeof changed>) => ReturnType<typeof changed>,
) {
  const query = filter(changed(db, to, reason, change)).where('o.status', '<>', to);
  return db
    .insertInto('option_history')
    .columns([
      'option_id',
      'user_id',
      'from_date',
      'to_date',
      'from_status',
      'to_status',
      'reason',
      'actor_id',
      'at',
      'booking_id',
      'reason_code',
      'reason_values',
    ])
    .expression(query)
    .execute();
}

// Values are cast so that PostgreSQL knows their types in an INSERT … SELECT.
const changed = (db: Db, to: OptionStatus, reason: Reason | null, change: Change) =>
  db
    .selectFrom('stay_option as o')
    .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
    .select([
      'o.id',
      'p.user_id',
      'o.from_date',
      'o.to_date',
      'o.status',
      sql<OptionStatus>`cast(${to} as text)`.as('to_status'),
      sql<string | null>`cast(${reason?.text ?? null} as text)`.as('reason'),
      sql<number | null>`cast(${change.actorId} as integer)`.as('actor_id'),
      sql<string>`cast(${change.stamp} as text)`.as('at'),
      // The booking the option made, if it made one (the approval writes it first).
      (eb) =>
        eb
          .selectFrom('booking as b')
          .select('b.id')
          .whereRef('b.option_id', '=', 'o.id')
          .as('booking_id'),
      sql<ServerMessageKey | null>`cast(${reason?.code ?? null} as text)`.as('reason_code'),
      sql<string | null>`cast(${reason?.values ? JSON.stringify(reason.values) : null} as text)`.as(
        'reason_values',
      ),
    ]);

/** One change of one option, as a save makes it (a new option, or a draft submitted). */
export async function recordChange(
  db: Db,
  entry: {
    optionId: number;
    ownerId: number;
    from: string;
    to: string;
    fromStatus: OptionStatus | null;
    toStatus: OptionStatus;
  },
  change: Change,
): Promise<void> {
  await db
    .insertInto('option_history')
    .values({
      option_id: entry.optionId,
      user_id: entry.ownerId,
      from_date: entry.from,
      to_date: entry.to,
      from_status: entry.fromStatus,
      to_status: entry.toStatus,
      reason: null,
      reason_code: null,
      reason_values: null,
      booking_id: null,
      actor_id: change.actorId,
      at: change.stamp,
    })
    .execute();
}

/**
 * One change of a booking made from no option (a round's, the waitlist's, a swap's, a gift's;
 * DECISIONS §16): it shows as the option statuses the history speaks of. Written only by the
 * booking's life (bookings/booking-life.ts).
 */
export async function recordBookingLine(
  db: Db,
  line: {
    bookingId: number;
    userId: number;
    from: string;
    to: string;
    fromStatus: 'approved' | null;
    toStatus: 'approved' | 'cancelled' | 'declined';
    reason: Reason | null;
  },
  change: Change,
): Promise<void> {
  await db
    .insertInto('option_history')
    .values({
      option_id: null,
      user_id: line.userId,
      from_date: line.from,
      to_date: line.to,
      from_status: line.fromStatus,
      to_status: line.toStatus,
      reason: line.reason?.text ?? null,
      reason_code: line.reason?.code ?? null,
      reason_values: line.reason?.values ? JSON.stringify(line.reason.values) : null,
      booking_id: line.bookingId,
      actor_id: change.actorId,
      at: change.stamp,
    })
    .execute();
}

/** What a history row says, with the names it needs. */
const entries = (db: Db) =>
  db
    .selectFrom('option_history as h')
    .innerJoin('users as m', 'm.id', 'h.user_id')
    .leftJoin('users as a', 'a.id', 'h.actor_id')
    .select([
      'h.id',
      'h.option_id',
      'h.at',
      'h.from_date',
      'h.to_date',
      'h.from_status',
      'h.to_status',
      'h.reason',
      'h.reason_code',
      'h.reason_values',
      'h.actor_id',
      'h.user_id',
      'm.first_name as member_first',
      'm.last_name as member_last',
      'm.email as member_email',
      'a.first_name as actor_first',
      'a.last_name as actor_last',
      'a.email as actor_email',
    ]);
export type HistoryRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

/** An option's history, oldest first. */
export const listOptionHistory = (db: Db, optionId: number): Promise<HistoryRow[]> =>
  entries(db).where('h.option_id', '=', optionId).orderBy('h.id').execute();

/** The year of an ISO stamp's range, as text bounds. */
const yearBounds = (year: number) => [`${year}-01-01`, `${year + 1}-01-01`] as const;

/** A page of every change, newest first, for a member and a year when given; and the total. */
export async function listDecisions(
  db: Db,
  filter: { member?: number | undefined; year?: number | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const where = <Q extends ReturnType<typeof entries>>(query: Q): Q => {
    let q = query;
    if (filter.member !== undefined) q = q.where('h.user_id', '=', filter.member) as Q;
    if (filter.year !== undefined) {
      const [from, to] = yearBounds(filter.year);
      q = q.where('h.at', '>=', from).where('h.at', '<', to) as Q;
    }
    return q;
  };
  const rows = await where(entries(db))
    .orderBy('h.at', 'desc')
    .orderBy('h.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  let count = db.selectFrom('option_history as h').select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter.member !== undefined) count = count.where('h.user_id', '=', filter.member);
  if (filter.year !== undefined) {
    const [from, to] = yearBounds(filter.year);
    count = count.where('h.at', '>=', from).where('h.at', '<', to);
  }
  const { n } = await count.executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

/** Whose options have a history, and the years with changes: what the list filters by. */
export async function decisionFilters(db: Db) {
  const members = await db
    .selectFrom('option_history as h')
    .innerJoin('users as m', 'm.id', 'h.user_id')
    .select(['m.id', 'm.first_name', 'm.last_name', 'm.email'])
    .distinct()
    .execute();
  const years = await db
    .selectFrom('option_history')
    .select(sql<string>`substr(at, 1, 4)`.as('year'))
    .distinct()
    .execute();
  return {
    members,
    years: years.map((row) => Number(row.year)).sort((a, b) => b - a),
  };
}
