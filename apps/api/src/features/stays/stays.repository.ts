import {
  STATUS_CHANGES,
  type ChangeName,
  type CalendarDate,
  type OptionStatus,
  type OptionWrite,
} from '@stuga/shared';
import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled.js';
import { bookOptions, endBookingsOf } from './bookings/bookings.repository.js';
import { recordChange, recordExpiries, recordStatusChanges } from './history.repository.js';
import { compiledJsonRows, selectJsonRows } from '../../db/json-rows.js';
import type { Database } from '../../db/schema.js';
import { lapsedBy, statusIn, statusNotIn, stillWaiting } from '../../db/status-sets.js';

type Db = Kysely<Database>;

/**
 * An option alone, for the long lists: read without its plan and owner, which are read once per
 * plan instead (on a large house's history that halves the time the database takes).
 */
export interface OptionRow {
  id: number;
  plan_id: number;
  from_date: CalendarDate;
  to_date: CalendarDate;
  status: OptionStatus;
  user_priority: number;
  note: string;
  rejection_reason: string | null;
  submitted_at: string | null;
  /** When it was approved, whatever became of it after (DECISIONS §14). */
  approved_at: string | null;
}

/** The owner of a plan, as lists and mails name them. */
interface Owner {
  first_name: string;
  last_name: string;
  email: string;
  /** The language the owner reads the app in, for their mail. */
  language: string | null;
  /** Who invited the owner, by the name they go by now. */
  endorser: string | null;
}

/** An option with its plan and the plan's owner, as lists and decisions need them. */
export interface OptionWithPlan extends OptionRow, Owner {
  owner_id: number;
  title: string;
  expiry_date: CalendarDate;
}

/** A plan with its owner. */
export interface PlanWithOwner extends Owner {
  id: number;
  user_id: number;
  title: string;
  expiry_date: CalendarDate;
}

const optionColumns = [
  'o.id',
  'o.plan_id',
  'o.from_date',
  'o.to_date',
  'o.status',
  'o.user_priority',
  'o.note',
  'o.rejection_reason',
  'o.submitted_at',
  'o.approved_at',
] as const;

const ownerColumns = ['u.first_name', 'u.last_name', 'u.email', 'u.language'] as const;

/**
 * Who invited the owner, by the name they go by now, or the name kept at signup when that
 * account is gone or nameless (`inviter` is joined on the owner's inviter).
 */
const endorser = sql<string | null>`coalesce(
  nullif(trim(inviter.first_name || ' ' || inviter.last_name), ''), u.endorser
)`.as('endorser');

const optionsWithPlans = (db: Db) =>
  db
    .selectFrom('stay_option as o')
    .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as inviter', 'inviter.id', 'u.invited_by_user_id')
    .select([
      ...optionColumns,
      'p.user_id as owner_id',
      'p.title',
      'p.expiry_date',
      ...ownerColumns,
      endorser,
    ]);

const plansWithOwners = (db: Db) =>
  db
    .selectFrom('stay_plan as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as inviter', 'inviter.id', 'u.invited_by_user_id')
    .select(['p.id', 'p.user_id', 'p.title', 'p.expiry_date', ...ownerColumns, endorser]);

/** Every option anyone but its planner may see (everything but drafts), and the caller's own. */
export const listVisibleCandidates: (db: Db, userId: number) => Promise<OptionRow[]> =
  compiledJsonRows((db: Db, userId: number) =>
    db
      .selectFrom('stay_option as o')
      .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
      .select(optionColumns)
      .where((eb) => eb.or([statusNotIn('draft'), eb('p.user_id', '=', userId)])),
  );

/** A plan with its owner and who invited the owner, for the long lists. */
export interface PlanRow extends PlanWithOwner, InviteChain {}

/** What the invite chain priority of an owner needs (DECISIONS §4). */
export interface InviteChain {
  owner_level: string;
  owner_confirmed_at: string | null;
  inviter_email: string | null;
  inviter_confirmed_at: string | null;
  inviter_level: string | null;
}

/** Every plan with its owner and who invited the owner. */
export const listPlansWithOwners: (db: Db) => Promise<PlanRow[]> = compiledOnce((db: Db) =>
  plansWithOwners(db)
    .select([
      'u.access_level as owner_level',
      'u.email_confirmed_at as owner_confirmed_at',
      'inviter.email as inviter_email',
      'inviter.email_confirmed_at as inviter_confirmed_at',
      'inviter.access_level as inviter_level',
    ])
    .orderBy('p.id'),
);

/** A pending option, for the approval list. */
export type PendingOptionRow = Pick<
  OptionRow,
  'id' | 'plan_id' | 'from_date' | 'to_date' | 'user_priority' | 'note' | 'submitted_at'
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
      ])
      .where(stillWaiting(today)),
  );

export const findPlan = (db: Db, id: number): Promise<PlanWithOwner | undefined> =>
  plansWithOwners(db).where('p.id', '=', id).executeTakeFirst();

/** The options of one plan, by rank. */
export const listOptionsOfPlan = (db: Db, planId: number): Promise<OptionWithPlan[]> =>
  optionsWithPlans(db).where('o.plan_id', '=', planId).orderBy('o.user_priority').execute();

export const findOption = (db: Db, id: number): Promise<OptionWithPlan | undefined> =>
  optionsWithPlans(db).where('o.id', '=', id).executeTakeFirst();

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

export async function insertPlan(
  db: Db,
  plan: { user_id: number; title: string; expiry_date: CalendarDate; stamp: string },
): Promise<number> {
  const { id } = await db
    .insertInto('stay_plan')
    .values({
      user_id: plan.user_id,
      title: plan.title,
      expiry_date: plan.expiry_date,
      created_at: plan.stamp,
      updated_at: plan.stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updatePlan(
  db: Db,
  id: number,
  changes: { title: string; expiry_date: CalendarDate; stamp: string },
): Promise<void> {
  await db
    .updateTable('stay_plan')
    .set({ title: changes.title, expiry_date: changes.expiry_date, updated_at: changes.stamp })
    .where('id', '=', id)
    .execute();
}

/** Removes a plan; its options go with it (the foreign key cascades). */
export async function deletePlan(db: Db, id: number): Promise<void> {
  await db.deleteFrom('stay_plan').where('id', '=', id).execute();
}

/** The columns a save writes of an option. */
const columnsOf = (option: OptionWrite) => ({
  from_date: option.from,
  to_date: option.to,
  status: option.status,
  user_priority: option.user_priority,
  note: option.note,
  submitted_at: option.submitted_at,
});

/** Writes an option as a save left it: a new one (no id) is added, a kept one changed. */
export async function writeOption(
  db: Db,
  planId: number,
  option: OptionWrite,
  stamp: string,
  history: { ownerId: number; previous: OptionStatus | undefined },
): Promise<void> {
  const change = { actorId: history.ownerId, stamp };
  if (option.id === undefined) {
    const { id } = await db
      .insertInto('stay_option')
      .values({
        plan_id: planId,
        ...columnsOf(option),
        rejection_reason: null,
        decided_at: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordChange(db, historyOf(id, option, history.ownerId, null), change);
  } else {
    await db
      .updateTable('stay_option')
      .set({ ...columnsOf(option), updated_at: stamp })
      .where('id', '=', option.id)
      .execute();
    if (history.previous !== option.status) {
      const entry = historyOf(option.id, option, history.ownerId, history.previous ?? null);
      await recordChange(db, entry, change);
    }
  }
}

const historyOf = (
  optionId: number,
  option: OptionWrite,
  ownerId: number,
  fromStatus: OptionStatus | null,
) => ({
  optionId,
  ownerId,
  from: option.from,
  to: option.to,
  fromStatus,
  toStatus: option.status,
});

export async function deleteOptions(db: Db, ids: number[]): Promise<void> {
  if (ids.length) await db.deleteFrom('stay_option').where('id', 'in', ids).execute();
}

/**
 * Records what became of options, by one of the status table's changes (packages/shared, rules/
 * statuses): an admin's decision, the owner's cancelling, the house declining what an approval
 * or a member's standing leaves no room for. Only options in the change's `from` status change,
 * so no change outside the table is ever written; answers how many changed. A change that makes
 * or ends a booking (the table's `booking`) writes it too, so an option and its booking never
 * disagree. An approval also stamps `approved_at`, which nothing clears.
 */
export async function decideOptions(
  db: Db,
  ids: number[],
  decision: { change: ChangeName; reason: string | null; stamp: string; actorId: number | null },
): Promise<number> {
  const { from, to, booking } = STATUS_CHANGES[decision.change];
  const changing = ids.length
    ? (
        await db
          .selectFrom('stay_option')
          .select('id')
          .where('id', 'in', ids)
          .where('status', '=', from)
          .execute()
      ).map((row) => row.id)
    : [];
  if (!changing.length) return 0;
  // An approval makes each option a booking, before its history names it; the database's guard
  // between booked stays refuses it here (DECISIONS §17).
  if (booking === 'book') await bookOptions(db, changing, decision.stamp);
  // The history first, from the statuses the options have now (DECISIONS §16).
  await recordStatusChanges(db, changing, to, decision.reason, {
    actorId: decision.actorId,
    stamp: decision.stamp,
  });
  await db
    .updateTable('stay_option')
    .set({
      status: to,
      rejection_reason: decision.reason,
      decided_at: decision.stamp,
      updated_at: decision.stamp,
      ...(decision.change === 'approve' ? { approved_at: decision.stamp } : {}),
    })
    .where('id', 'in', changing)
    .where('status', '=', from)
    .execute();
  if (booking !== undefined && booking !== 'book') {
    await endBookingsOf(db, changing, booking, decision.stamp);
  }
  return changing.length;
}

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
