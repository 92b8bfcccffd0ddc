import type { CalendarDate, OptionStatus, OptionWrite, ServerMessageKey } from '@stuga/shared';
import { sql, type Kysely } from 'kysely';
import { selectJsonRows } from '../../../db/json-rows.js';
import type { Database } from '../../../db/schema.js';
import { statusNotIn } from '../../../db/status-sets.js';
import { recordChange } from '../history.repository.js';

type Db = Kysely<Database>;

/**
 * Plans and their options (DECISIONS §9, §14): how members ask. Read for the plans view, the
 * saves and the validity sweep; what the house holds is in the bookings.
 */

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
  /** The house's reason by code, and its values as JSON (migration 0015). */
  rejection_code: ServerMessageKey | null;
  rejection_values: string | null;
  submitted_at: string | null;
  /** When it was approved, whatever became of it after (DECISIONS §14). */
  approved_at: string | null;
  /** Who comes (DECISIONS §21). */
  adults: number;
  children: number;
  guests: number;
  pets: number;
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
  'o.rejection_code',
  'o.rejection_values',
  'o.submitted_at',
  'o.approved_at',
  'o.adults',
  'o.children',
  'o.guests',
  'o.pets',
] as const;

const ownerColumns = ['u.first_name', 'u.last_name', 'u.email', 'u.language'] as const;

/**
 * Who invited the owner, by the name they go by now, or the name kept at signup when that
 * account is gone or nameless (`inviter` is joined on the owner's inviter).
 */
const endorser = sql<string | null>`coalesce(
  nullif(trim(inviter.first_name || ' ' || inviter.last_name), ''), u.endorser
)`.as('endorser');

export const optionsWithPlans = (db: Db) =>
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
export const listVisibleCandidates: (db: Db, userId: number) => Promise<OptionRow[]> = (
  db: Db,
  userId: number,
) =>
  selectJsonRows(
    db,
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

/**
 * Every plan with its owner and who invited the owner, by id: built into one JSON array by the
 * database (the approvals and the admin's plans read thousands), then put in order here, as an
 * array built from an ordered select is not promised to keep its order.
 */
export const listPlansWithOwners = async (db: Db): Promise<PlanRow[]> =>
  (
    await selectJsonRows(
      db,
      plansWithOwners(db).select([
        'u.access_level as owner_level',
        'u.email_confirmed_at as owner_confirmed_at',
        'inviter.email as inviter_email',
        'inviter.email_confirmed_at as inviter_confirmed_at',
        'inviter.access_level as inviter_level',
      ]),
    )
  ).sort((a, b) => a.id - b.id);

export const findPlan = (db: Db, id: number): Promise<PlanWithOwner | undefined> =>
  plansWithOwners(db).where('p.id', '=', id).executeTakeFirst();

/** The options of one plan, by rank. */
export const listOptionsOfPlan = (db: Db, planId: number): Promise<OptionWithPlan[]> =>
  optionsWithPlans(db).where('o.plan_id', '=', planId).orderBy('o.user_priority').execute();

export const findOption = (db: Db, id: number): Promise<OptionWithPlan | undefined> =>
  optionsWithPlans(db).where('o.id', '=', id).executeTakeFirst();

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
  adults: option.party.adults,
  children: option.party.children,
  guests: option.party.guests,
  pets: option.party.pets ? (1 as const) : (0 as const),
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
        rejection_code: null,
        rejection_values: null,
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
