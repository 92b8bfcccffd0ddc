import {
  displayName,
  firstConflict,
  fromWireDate,
  optionVisible,
  type CalendarDate,
  type OptionStatus,
  type StayOption,
  type StayPlan,
  type StayPlanInputSchema,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { presentOption, presentPlan } from './stays.presenter.js';
import { assertPlanEditable, expiryFor, isDecided, reachOf, stayErrors } from './stays.policy.js';
import {
  deleteOptions,
  deletePlan,
  findPlan,
  insertOption,
  insertPlan,
  listBookedBetween,
  listOptionsOfPlan,
  listPlansWithOwners,
  listVisibleCandidates,
  updateOption,
  updatePlan,
  type OptionWithPlan,
  type OptionWrite,
} from './stays.repository.js';

type Db = Kysely<Database>;
type PlanInput = z.output<typeof StayPlanInputSchema>;

/** Who is asking, and when. */
export interface Caller {
  id: number;
  is_admin: boolean;
  today: CalendarDate;
  stamp: string;
}

/**
 * The plans a member sees (DECISIONS §9): their own in full, drafts and notes included, and of
 * everyone else's what `optionVisible` lets through, without notes (admins see notes). Own plans
 * come first, then others', each by when it was made.
 */
export async function plansFor(
  db: Db,
  viewer: Caller,
  horizon: CalendarDate | null,
): Promise<StayPlan[]> {
  const [plans, options] = await Promise.all([
    listPlansWithOwners(db),
    listVisibleCandidates(db, viewer.id),
  ]);
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const who = { user_id: viewer.id, is_admin: viewer.is_admin };
  const byPlan = new Map<number, StayOption[]>();
  for (const plan of plans) if (plan.user_id === viewer.id) byPlan.set(plan.id, []);
  for (const row of options) {
    const plan = planById.get(row.plan_id)!;
    const own = plan.user_id === viewer.id;
    if (
      !own &&
      !optionVisible(
        { owner_id: plan.user_id, status: row.status, from: row.from_date },
        who,
        horizon,
      )
    ) {
      continue;
    }
    let list = byPlan.get(row.plan_id);
    if (!list) byPlan.set(row.plan_id, (list = []));
    list.push(presentOption(row, plan, own || viewer.is_admin));
  }
  return [...byPlan]
    .map(([id, list]) =>
      presentPlan(
        planById.get(id)!,
        list.sort((a, b) => a.user_priority - b.user_priority),
        viewer.id,
      ),
    )
    .sort((a, b) => Number(b.own) - Number(a.own) || a.id - b.id);
}

/** What saving a plan did. */
export interface SavedPlan {
  planId: number;
  /** Expiry moved, in SPEC's words. */
  message?: string;
  /** Options this save submitted (Planning → Pending): admins hear of them. */
  submitted: { from: CalendarDate; to: CalendarDate }[];
}

/**
 * Creates (no `planId`) or updates a plan with every server check (DECISIONS §9): the owner's own,
 * not expired; new or moved options from today on and clear of every booked stay (409 with the
 * booking page's own message); decided options unchanged; ranks 1…n in the order given; the
 * expiry before the earliest open option. Runs inside the caller's write lock.
 */
export async function savePlan(
  db: Db,
  caller: Caller,
  planId: number | undefined,
  input: PlanInput,
): Promise<SavedPlan> {
  let existing: OptionWithPlan[] = [];
  if (planId !== undefined) {
    const plan = await findPlan(db, planId);
    if (!plan) throw new HttpError(404, stayErrors.noPlan);
    assertPlanEditable(plan, caller.id, caller.today);
    existing = await listOptionsOfPlan(db, planId);
  }
  const byId = new Map(existing.map((option) => [option.id, option]));

  // Ranks follow what the owner gave, in the order given, renumbered 1…n.
  const ordered = input.options
    .map((option, index) => ({
      option,
      index,
      rank: option.user_priority ?? option.priority ?? index + 1,
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option }, index) => ({ option, rank: index + 1 }));

  const writes: { id?: number; write: OptionWrite; checkDates: boolean }[] = [];
  const submitted: { from: CalendarDate; to: CalendarDate }[] = [];
  const kept = new Set<number>();
  for (const { option, rank } of ordered) {
    const from = fromWireDate(option.from);
    const to = fromWireDate(option.to);
    const old = typeof option.id === 'number' ? byId.get(option.id) : undefined;
    if (typeof option.id === 'number' && !old) throw new HttpError(400, stayErrors.unknownOption);
    if (old) {
      if (kept.has(old.id)) throw new HttpError(400, stayErrors.unknownOption);
      kept.add(old.id);
      if (isDecided(old.status)) {
        if (from !== old.from_date || to !== old.to_date || option.note !== old.note) {
          throw new HttpError(409, stayErrors.decidedChanged);
        }
        writes.push({
          id: old.id,
          write: { ...keep(old), user_priority: rank },
          checkDates: false,
        });
        continue;
      }
      // Planning may become Pending (submitting); Pending stays Pending.
      const status: OptionStatus =
        old.status === 'planning' && option.status === 'pending' ? 'pending' : old.status;
      if (status !== old.status) submitted.push({ from, to });
      const moved = from !== old.from_date || to !== old.to_date;
      writes.push({
        id: old.id,
        write: {
          from_date: from,
          to_date: to,
          status,
          user_priority: rank,
          note: option.note,
          submitted_at: status === 'pending' ? (old.submitted_at ?? caller.stamp) : null,
        },
        checkDates: moved,
      });
      continue;
    }
    if (option.status && option.status !== 'planning' && option.status !== 'pending') {
      throw new HttpError(400, stayErrors.adminOnly);
    }
    const status: OptionStatus = option.status === 'pending' ? 'pending' : 'planning';
    if (status === 'pending') submitted.push({ from, to });
    writes.push({
      write: {
        from_date: from,
        to_date: to,
        status,
        user_priority: rank,
        note: option.note,
        submitted_at: status === 'pending' ? caller.stamp : null,
      },
      checkDates: true,
    });
  }
  const removed = existing.filter((option) => !kept.has(option.id));
  if (removed.some((option) => option.status === 'approved' || option.status === 'committed')) {
    throw new HttpError(409, stayErrors.bookedRemoved);
  }

  // New and moved options: from today on, and clear of every booked stay.
  const checked = writes
    .filter((w) => w.checkDates)
    .map((w) => ({ from: w.write.from_date, to: w.write.to_date }));
  if (checked.some((stay) => stay.from < caller.today)) throw new HttpError(400, stayErrors.past);
  if (checked.length) {
    const reach = reachOf(checked);
    const booked = (await listBookedBetween(db, reach.from, reach.to)).map((row) => ({
      from: row.from_date,
      to: row.to_date,
      user: displayName(row),
    }));
    for (const stay of checked) {
      const conflict = firstConflict(stay, booked);
      if (conflict) throw new HttpError(409, conflict);
    }
  }

  const open = writes
    .filter((w) => w.write.status !== 'declined')
    .map((w) => ({ from: w.write.from_date, to: w.write.to_date }));
  const { expiry, message } = expiryFor(fromWireDate(input.expiry_date), open, caller.today);

  const fields = { title: input.title, expiry_date: expiry, stamp: caller.stamp };
  const id =
    planId === undefined
      ? await insertPlan(db, { user_id: caller.id, ...fields })
      : (await updatePlan(db, planId, fields), planId);
  await deleteOptions(
    db,
    removed.map((option) => option.id),
  );
  for (const { id: optionId, write } of writes) {
    if (optionId === undefined) await insertOption(db, id, write, caller.stamp);
    else await updateOption(db, optionId, write, caller.stamp);
  }
  return { planId: id, ...(message ? { message } : {}), submitted };
}

/** An option's fields as they are. */
const keep = (row: OptionWithPlan): OptionWrite => ({
  from_date: row.from_date,
  to_date: row.to_date,
  status: row.status,
  user_priority: row.user_priority,
  note: row.note,
  submitted_at: row.submitted_at,
});

/** The saved plan, as its owner sees it. */
export async function ownPlan(db: Db, caller: Caller, planId: number): Promise<StayPlan> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new HttpError(404, stayErrors.noPlan);
  const options = await listOptionsOfPlan(db, planId);
  return presentPlan(
    plan,
    options.map((row) => presentOption(row, plan, true)),
    caller.id,
  );
}

/** Removes a plan of the caller's; one holding a booked stay stays (DECISIONS §9). */
export async function removePlan(db: Db, caller: Caller, planId: number): Promise<void> {
  const plan = await findPlan(db, planId);
  if (!plan) throw new HttpError(404, stayErrors.noPlan);
  if (plan.user_id !== caller.id) throw new HttpError(403, stayErrors.notYours);
  const options = await listOptionsOfPlan(db, planId);
  if (options.some((option) => option.status === 'approved' || option.status === 'committed')) {
    throw new HttpError(409, stayErrors.planWithStay);
  }
  await deletePlan(db, planId);
}
