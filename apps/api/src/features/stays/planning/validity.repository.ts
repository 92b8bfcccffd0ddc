import { STATUS_CHANGES, type CalendarDate } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { lapsedBy, stillWaiting } from '../../../db/status-sets.js';
import { recordExpiries } from '../history.repository.js';
import { optionsWithPlans, type PlanWithOwner } from './planning.repository.js';

type Db = Kysely<Database>;

/** A plan's validity (DECISIONS §14): requests lapse with it, and owners are reminded before. */

/**
 * Pending options of plans whose validity has passed (DECISIONS §14: on the expiry day itself
 * the plan is expired) become `expired`; answers which, with their plans.
 */
export async function expirePending(
  db: Db,
  today: CalendarDate,
  stamp: string,
): Promise<{ id: number; plan_id: number }[]> {
  // The history first; the app itself makes this change.
  await recordExpiries(db, today, { actorId: null, stamp });
  return db
    .updateTable('stay_option')
    .set({ status: STATUS_CHANGES.expire.to, decided_at: stamp, updated_at: stamp })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('stay_option as o')
        .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
        .select('o.id')
        .where(lapsedBy(today)),
    )
    .returning(['id', 'plan_id'])
    .execute();
}

/** A plan whose validity ends soon while it still waits for a decision, with its owner. */
export interface PlanToRemind extends PlanWithOwner {
  /** Its pending options' dates, by arrival. */
  stays: { from: CalendarDate; to: CalendarDate }[];
}

/**
 * Plans holding pending options whose validity ends after today and by `until`, and whose owner
 * was not reminded of that date yet (DECISIONS §14).
 */
export async function listPlansToRemind(
  db: Db,
  today: CalendarDate,
  until: CalendarDate,
): Promise<PlanToRemind[]> {
  const rows = await optionsWithPlans(db)
    .where(stillWaiting(today))
    .where('p.expiry_date', '<=', until)
    .where((eb) =>
      eb.or([
        eb('p.reminded_for', 'is', null),
        eb('p.reminded_for', '!=', eb.ref('p.expiry_date')),
      ]),
    )
    .orderBy('o.plan_id')
    .orderBy('o.from_date')
    .execute();
  const plans = new Map<number, PlanToRemind>();
  for (const row of rows) {
    let plan = plans.get(row.plan_id);
    if (!plan) {
      plan = {
        id: row.plan_id,
        user_id: row.owner_id,
        title: row.title,
        expiry_date: row.expiry_date,
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        language: row.language,
        endorser: row.endorser,
        stays: [],
      };
      plans.set(row.plan_id, plan);
    }
    plan.stays.push({ from: row.from_date, to: row.to_date });
  }
  return [...plans.values()];
}

/**
 * Notes that a plan's owner was reminded of its validity `expiry`; false when another process
 * did so first (the reminder goes once for each date).
 */
export async function markReminded(db: Db, planId: number, expiry: CalendarDate) {
  const result = await db
    .updateTable('stay_plan')
    .set({ reminded_for: expiry })
    .where('id', '=', planId)
    .where('expiry_date', '=', expiry)
    .where((eb) => eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '!=', expiry)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
