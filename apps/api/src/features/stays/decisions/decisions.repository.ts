import type { CalendarDate } from '@stuga/shared';
import type { Kysely } from 'kysely';
import { selectJsonRows } from '../../../db/json-rows.js';
import type { Database } from '../../../db/schema.js';
import { statusIn, stillWaiting } from '../../../db/status-sets.js';
import {
  optionsWithPlans,
  type InviteChain,
  type OptionRow,
  type OptionWithPlan,
} from '../planning/planning.repository.js';

type Db = Kysely<Database>;

/** The requests waiting for the admins (DECISIONS §9), as the approval panel and bulk approval read them. */

/** A pending option, for the approval list. */
export type PendingOptionRow = Pick<
  OptionRow,
  | 'id'
  | 'plan_id'
  | 'from_date'
  | 'to_date'
  | 'user_priority'
  | 'note'
  | 'submitted_at'
  | 'adults'
  | 'children'
  | 'guests'
  | 'pets'
>;

/** Pending options of plans that have not expired (DECISIONS §9), by arrival. */
export const listPendingOptions = (db: Db, today: CalendarDate): Promise<PendingOptionRow[]> =>
  selectJsonRows(
    db,
    db
      .selectFrom('stay_option as o')
      .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
      .select([
        'o.id',
        'o.plan_id',
        'o.from_date',
        'o.to_date',
        'o.user_priority',
        'o.note',
        'o.submitted_at',
        'o.adults',
        'o.children',
        'o.guests',
        'o.pets',
      ])
      .where(stillWaiting(today)),
  );

/** Pending options of any plan between two dates, and every pending option of one plan. */
export const listPendingNearOrInPlan = (
  db: Db,
  planId: number,
  from: CalendarDate,
  to: CalendarDate,
): Promise<OptionWithPlan[]> =>
  optionsWithPlans(db)
    .where(statusIn('waiting'))
    .where((eb) =>
      eb.or([
        eb('o.plan_id', '=', planId),
        eb.and([eb('o.from_date', '<=', to), eb('o.to_date', '>=', from)]),
      ]),
    )
    .execute();

/** A pending option with who invited its owner, as bulk approval orders them. */
export interface PendingRow extends OptionWithPlan, InviteChain {}

/** Pending options among `ids`, with what bulk approval orders them by. */
export const listPendingByIds = (db: Db, ids: number[]): Promise<PendingRow[]> =>
  optionsWithPlans(db)
    .select([
      'inviter.email as inviter_email',
      'inviter.email_confirmed_at as inviter_confirmed_at',
      'inviter.access_level as inviter_level',
      'u.access_level as owner_level',
      'u.email_confirmed_at as owner_confirmed_at',
    ])
    .where('o.id', 'in', ids)
    .execute();

/** Requests waiting for an admin: pending options of plans still valid. */
export async function countPending(db: Db, today: CalendarDate): Promise<number> {
  const row = await db
    .selectFrom('stay_option as o')
    .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(stillWaiting(today))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The pending options of a member's plans, whatever their validity. */
export const listPendingOfMember = (db: Db, userId: number) =>
  db
    .selectFrom('stay_option as o')
    .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
    .select('o.id')
    .where('p.user_id', '=', userId)
    .where(statusIn('waiting'))
    .execute();

/** Per member: requests waiting (pending options of plans still valid on `today`). */
export const countWaitingByMember = (db: Db, today: CalendarDate) =>
  db
    .selectFrom('stay_option as o')
    .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
    .select((eb) => ['p.user_id', eb.fn.countAll<number>().as('pending')])
    .where(stillWaiting(today))
    .groupBy('p.user_id')
    .execute();
