import {
  addDays,
  addMonths,
  ADMIN_ABILITIES,
  isIn,
  STATUS_CHANGES,
  approvalDeclineReasons,
  bulkApprovalOrder,
  conflictMessage,
  displayName,
  firstConflict,
  fromWireDate,
  inviteChainPriority,
  isPlanExpired,
  lookBackYears,
  openForPlanning,
  optionAbilities,
  optionVisible,
  pendingApprovalsView,
  plural,
  planChanges,
  planExpiry,
  planRefusals,
  planState,
  stayLengthProblem,
  staysConflict,
  upcomingStays,
  UPCOMING_MONTHS,
  VALIDITY_REMINDER_DAYS,
  type CalendarDate,
  type PendingApprovals,
  type Stay,
  type StayOption,
  type StayPlan,
  type StayPlanInputSchema,
  type Viewer,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isBookedStayClash } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { findUserById } from '../../db/users.repository.js';
import { readFairShares } from './fair-share.service.js';
import { inSavepoint, unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import type { AdminCandidate, AuthUser } from '../../plugins/auth.js';
import {
  approvalMails,
  bookedStayDeclinedMail,
  cancelledMail,
  declinedMail,
  submittedMail,
  validityReminderAdminMail,
  validityReminderMail,
} from './stays.mail.js';
import { countHeldByMember, listHeldStays } from './bookings/bookings.repository.js';
import { assertOwnPlan, reachOf, stayErrors } from './stays.policy.js';
import {
  pendingPlan,
  pendingStay,
  presentOption,
  presentPlan,
  type PendingPlan,
} from './stays.presenter.js';
import {
  countPending,
  decideOptions,
  deleteOptions,
  deletePlan,
  expirePending,
  findOption,
  findPlan,
  insertPlan,
  listOptionsOfPlan,
  listPendingByIds,
  listPendingNearOrInPlan,
  countWaitingByMember,
  listPendingOfMember,
  listPendingOptions,
  listPlansToRemind,
  listPlansWithOwners,
  listVisibleCandidates,
  markReminded,
  updatePlan,
  writeOption,
  type InviteChain,
  type OptionWithPlan,
} from './stays.repository.js';

type Db = Kysely<Database>;
type PlanInput = z.output<typeof StayPlanInputSchema>;

/** Who is asking. */
export interface Caller {
  id: number;
  is_admin: boolean;
  name: string;
  /** The account as the request found it, read again inside a member's writes. */
  session: AuthUser;
}

/** A declined option and why. */
export interface Declined {
  option: OptionWithPlan;
  reason: string;
}

/** What one approval did: the stay approved and the options it declined, by why. */
export interface Approval {
  approved: OptionWithPlan;
  samePlan: Declined[];
  conflicting: Declined[];
}

/** The counts an approval reports (SPEC §7). */
export const autoRejectedCounts = (approvals: readonly Approval[]) => {
  const samePlan = approvals.reduce((sum, a) => sum + a.samePlan.length, 0);
  const conflicts = approvals.reduce((sum, a) => sum + a.conflicting.length, 0);
  return {
    total_auto_rejected: samePlan + conflicts,
    auto_rejected_conflicts: conflicts,
    auto_rejected_same_plan: samePlan,
  };
};

/** Invite chain priority of a plan's owner (DECISIONS §4). */
export function chainPriorityOf(
  row: InviteChain & { email: string },
  isAdmin: (account: AdminCandidate) => boolean,
) {
  const invitedBy = row.inviter_email
    ? isAdmin({ email: row.inviter_email, email_confirmed_at: row.inviter_confirmed_at })
      ? 'admin'
      : row.inviter_level === 'trusted'
        ? 'trusted_user'
        : null
    : null;
  return inviteChainPriority({
    is_admin: isAdmin({ email: row.email, email_confirmed_at: row.owner_confirmed_at }),
    access_level: row.owner_level,
    invited_by: invitedBy,
  });
}

/**
 * Stay planning's use cases (DECISIONS §9, §14): what a member sees, saving and removing plans,
 * and the admins' decisions. Each change runs in one transaction that holds the stays' write
 * lock before it reads anything, so no two decisions interleave; mail goes after the answer.
 */
export function staysService(app: FastifyInstance) {
  const now = () => ({ today: app.clock.today(), stamp: app.clock.now().toISOString() });
  const horizon = async (db: Db = app.db) =>
    (await readSetting<string | null>(db, settingKeys.planningHorizon)) ?? null;
  /** The longest stay in nights: the house's setting, else MAX_STAY_NIGHTS (DECISIONS §14). */
  const maxStayNights = async (db: Db = app.db) =>
    (await readSetting<number>(db, settingKeys.maxStayNights)) ?? app.config.maxStayNights;
  const viewerOf = (caller: Caller): Viewer => ({ user_id: caller.id, is_admin: caller.is_admin });

  /**
   * A member's own write (a save, a removal, a cancellation), in the stays' write lock, with the
   * member read again inside it: a suspension or a level taken away (which take the same lock)
   * either came first, and the write is refused as a new request would be, or comes after, and
   * decides what the write made (DECISIONS §16).
   */
  const memberWrite = <T>(caller: Caller, work: (db: Db) => Promise<T>) =>
    unitOfWork(
      app.database,
      async (db) => {
        await app.recheck(db, caller.session, 'booking');
        return work(db);
      },
      'stays',
    );

  /** The saved plan, as its owner sees it (the plan view). */
  async function ownPlanView(db: Db, viewer: Caller, planId: number): Promise<StayPlan> {
    const plan = await findPlan(db, planId);
    if (!plan) throw new HttpError(404, stayErrors.noPlan);
    const options = await listOptionsOfPlan(db, planId);
    return presentPlan(
      plan,
      options.map((row) => presentOption(row, plan, true)),
      viewer.id,
      app.clock.today(),
      new Set(options.filter((row) => row.approved_at !== null).map((row) => row.id)),
    );
  }

  /** Booked stays near some dates, as conflict messages name them, with whose they are. */
  async function bookedNear(db: Db, stays: readonly Stay[]) {
    const reach = reachOf(stays);
    return (await listHeldStays(db, reach.from, reach.to)).map((row) => ({
      id: row.id,
      owner_id: row.owner_id,
      status: row.status,
      from: row.from_date,
      to: row.to_date,
      user: displayName(row),
    }));
  }

  /**
   * Why new or moved dates cannot be planned, checked on the server as on the booking page
   * (DECISIONS §9, §14): from today on, 1 to the longest stay's nights, open for planning, and
   * clear of every booked stay: named when the caller may see it, else "These dates are not
   * available." with no name or date (the horizon hides, it never tells).
   */
  async function checkDates(db: Db, caller: Caller, stays: readonly Stay[], today: CalendarDate) {
    if (!stays.length) return;
    if (stays.some((stay) => stay.from < today)) throw new HttpError(400, stayErrors.past);
    const longest = await maxStayNights(db);
    for (const stay of stays) {
      const problem = stayLengthProblem(stay, longest);
      if (problem) throw new HttpError(400, problem);
    }
    const horizonDate = await horizon(db);
    if (stays.some((stay) => !openForPlanning(stay.to, caller.is_admin, horizonDate))) {
      throw new HttpError(409, planRefusals.unavailable);
    }
    const booked = (await bookedNear(db, stays)).sort((a, b) => (a.from < b.from ? -1 : 1));
    const viewer = viewerOf(caller);
    for (const stay of stays) {
      for (const other of booked) {
        const message = conflictMessage(stay, other);
        if (!message) continue;
        const seen = optionVisible(other, viewer, horizonDate);
        throw new HttpError(409, seen ? message : planRefusals.unavailable);
      }
    }
  }

  /** One approval inside the caller's transaction (DECISIONS §9). */
  async function approveOne(
    db: Db,
    optionId: number,
    today: CalendarDate,
    stamp: string,
    actorId: number,
  ) {
    const option = await findOption(db, optionId);
    if (!option) throw new HttpError(404, stayErrors.noOption);
    if (!ADMIN_ABILITIES[option.status].approve) throw new HttpError(409, stayErrors.notPending);
    if (isPlanExpired(option.expiry_date, today)) {
      throw new HttpError(409, stayErrors.expired(option.expiry_date));
    }
    // The request stands only while its owner, as they are now, may book (convention 13).
    const owner = await findUserById(db, option.owner_id);
    if (!owner || !app.holds(owner, 'request')) {
      throw new HttpError(409, stayErrors.ownerCannotBook);
    }
    const stay = { from: option.from_date, to: option.to_date };
    const booked = await bookedNear(db, [stay]);
    const conflict = firstConflict(stay, booked);
    if (conflict) throw new HttpError(409, conflict);
    try {
      await decideOptions(db, [option.id], { change: 'approve', reason: null, stamp, actorId });
    } catch (error) {
      // The database's own guard (migration 0002): never two booked stays too close.
      if (isBookedStayClash(error)) throw new HttpError(409, stayErrors.clash);
      throw error;
    }
    const reach = reachOf([stay]);
    const others = (await listPendingNearOrInPlan(db, option.plan_id, reach.from, reach.to)).filter(
      (row) => row.id !== option.id,
    );
    const samePlan = others
      .filter((row) => row.plan_id === option.plan_id)
      .map((row) => ({
        option: row,
        reason: approvalDeclineReasons.samePlan(stay).text,
      }));
    const conflicting = others
      .filter(
        (row) =>
          row.plan_id !== option.plan_id &&
          staysConflict({ from: row.from_date, to: row.to_date }, stay),
      )
      .map((row) => ({
        option: row,
        reason: approvalDeclineReasons.conflict({ ...stay, user: displayName(option) }).text,
      }));
    // Each group shares its reason: one update for each.
    for (const group of [samePlan, conflicting]) {
      if (!group.length) continue;
      await decideOptions(
        db,
        group.map((d) => d.option.id),
        { change: 'declineAsConflict', reason: group[0]!.reason, stamp, actorId },
      );
    }
    return { approved: option, samePlan, conflicting } satisfies Approval;
  }

  /** Queues the mails of approvals in the transaction that made them (the outbox). */
  const queueApprovalMails = async (db: Kysely<Database>, approvals: readonly Approval[]) => {
    for (const approval of approvals) {
      for (const mail of approvalMails(approval, app.config.publicUrl)) {
        await app.queueMail(db, mail);
      }
    }
  };

  return {
    /**
     * The plans a member sees (DECISIONS §9): their own in full, drafts and notes included, and
     * of everyone else's what `optionVisible` lets through, without notes (admins see notes).
     * Own plans come first, then others', each by when it was made.
     */
    async plansView(viewer: Caller) {
      const [plans, options, horizonDate, longest] = await Promise.all([
        listPlansWithOwners(app.db),
        listVisibleCandidates(app.db, viewer.id),
        horizon(),
        maxStayNights(),
      ]);
      const kept = new Set<number>();
      const planById = new Map(plans.map((plan) => [plan.id, plan]));
      const who = { user_id: viewer.id, is_admin: viewer.is_admin };
      const byPlan = new Map<number, Omit<StayOption, 'can'>[]>();
      for (const plan of plans) if (plan.user_id === viewer.id) byPlan.set(plan.id, []);
      for (const row of options) {
        const plan = planById.get(row.plan_id)!;
        const own = plan.user_id === viewer.id;
        const status = row.status;
        if (
          !own &&
          !optionVisible({ owner_id: plan.user_id, status, from: row.from_date }, who, horizonDate)
        ) {
          continue;
        }
        let list = byPlan.get(row.plan_id);
        if (!list) byPlan.set(row.plan_id, (list = []));
        list.push(presentOption(row, plan, own || viewer.is_admin));
        if (own && row.approved_at !== null) kept.add(row.id);
      }
      const today = app.clock.today();
      return {
        stay_plans: [...byPlan]
          .map(([id, list]) =>
            presentPlan(
              planById.get(id)!,
              list.sort((a, b) => a.user_priority - b.user_priority),
              viewer.id,
              today,
              kept,
            ),
          )
          .sort((a, b) => Number(b.own) - Number(a.own) || a.id - b.id),
        horizon_date: horizonDate,
        max_stay_nights: longest,
      };
    },

    /**
     * Creates (no `planId`) or updates a plan with every server check (DECISIONS §9, §14): the
     * owner's own and open; what changes is what `planChanges` allows; new or moved options from
     * today on and clear of every booked stay (409 with the booking page's own message); the
     * validity before the earliest open option. A decided plan only lets declined options go.
     * Answers the plan as saved (the plan view), and a note when the validity was moved.
     */
    async savePlan(caller: Caller, planId: number | undefined, input: PlanInput) {
      const { today, stamp } = now();
      const saved = await memberWrite(caller, async (db) => {
        let stored: OptionWithPlan[] = [];
        let existing: Awaited<ReturnType<typeof findPlan>>;
        if (planId !== undefined) {
          existing = await findPlan(db, planId);
          if (!existing) throw new HttpError(404, stayErrors.noPlan);
          assertOwnPlan(existing, caller.id);
          stored = await listOptionsOfPlan(db, planId);
        }
        const state = existing
          ? planState(
              stored.map((row) => row.status),
              existing.expiry_date,
              today,
            )
          : 'editable';
        if (existing && state === 'expired') {
          throw new HttpError(409, stayErrors.expired(existing.expiry_date));
        }
        const changes = planChanges(
          stored.map((row) => ({
            id: row.id,
            from: row.from_date,
            to: row.to_date,
            status: row.status,
            note: row.note,
            submitted_at: row.submitted_at,
            kept: row.approved_at !== null,
          })),
          input.options,
          stamp,
        );
        if (existing && state === 'decided') {
          const onlyClearing =
            changes.datesToCheck.length === 0 &&
            changes.submitted.length === 0 &&
            changes.writes.every((write) => write.id !== undefined) &&
            input.title === existing.title &&
            fromWireDate(input.expiry_date) === existing.expiry_date;
          if (!onlyClearing) throw new HttpError(409, stayErrors.decided);
        }
        await checkDates(db, caller, changes.datesToCheck, today);
        // A decided plan's validity no longer matters, and stays as it was (DECISIONS §14).
        const { expiry, message } =
          existing && state === 'decided'
            ? { expiry: existing.expiry_date, message: undefined }
            : planExpiry(fromWireDate(input.expiry_date), changes.open, today);

        const fields = { title: input.title, expiry_date: expiry, stamp };
        const id =
          planId === undefined
            ? await insertPlan(db, { user_id: caller.id, ...fields })
            : (await updatePlan(db, planId, fields), planId);
        await deleteOptions(db, changes.removed);
        const before = new Map(stored.map((row) => [row.id, row.status]));
        for (const write of changes.writes) {
          await writeOption(db, id, write, stamp, {
            ownerId: caller.id,
            previous: write.id === undefined ? undefined : before.get(write.id),
          });
        }
        // Admins hear of options a save submitted: the mail is queued with the save.
        if (changes.submitted.length) {
          await app.queueMailIn(db, app.config.adminEmails, (write) =>
            submittedMail(write, caller.name, input.title, changes.submitted, app.config.publicUrl),
          );
        }
        return { stay_plan: await ownPlanView(db, caller, id), message };
      });
      const note = saved.message;
      return {
        stay_plan: saved.stay_plan,
        ...(note
          ? { message: note.text, code: note.code, ...(note.values ? { params: note.values } : {}) }
          : {}),
      };
    },

    /** Removes a plan of the caller's; one holding a booked stay stays (DECISIONS §9). */
    async removePlan(caller: Caller, planId: number) {
      await memberWrite(caller, async (db) => {
        const plan = await findPlan(db, planId);
        if (!plan) throw new HttpError(404, stayErrors.noPlan);
        assertOwnPlan(plan, caller.id);
        const options = await listOptionsOfPlan(db, planId);
        const statuses = options.map((row) => row.status);
        if (planState(statuses, plan.expiry_date, app.clock.today()) === 'decided') {
          throw new HttpError(409, stayErrors.planWithStay);
        }
        if (options.some((row) => row.approved_at !== null)) {
          throw new HttpError(409, stayErrors.planKept);
        }
        await deletePlan(db, planId);
      });
      return { message: 'Plan removed.' };
    },

    /** The approval panel (the approvals view): pending options of plans not expired. */
    async pendingApprovals(db: Db = app.db): Promise<PendingApprovals> {
      const today = app.clock.today();
      const year = Number(today.slice(0, 4));
      const [rows, plans, shares] = await Promise.all([
        listPendingOptions(db, today),
        listPlansWithOwners(db),
        readFairShares(db, lookBackYears(year)),
      ]);
      // What the options of one plan share is worked out once for the plan.
      const byPlan = new Map<number, PendingPlan>();
      const planById = new Map(plans.map((plan) => [plan.id, plan]));
      const shared = (planId: number) => {
        let found = byPlan.get(planId);
        if (!found) {
          const plan = planById.get(planId)!;
          byPlan.set(planId, (found = pendingPlan(plan, chainPriorityOf(plan, app.isAdmin))));
        }
        return found;
      };
      return pendingApprovalsView(
        rows.map((row) => pendingStay(row, shared(row.plan_id))),
        today,
        shares,
      );
    },

    /**
     * The requests of a member who can no longer book (suspended, moved down a level): every
     * pending option declined with `reason`, inside the caller's transaction (which holds the
     * stays' lock). Answers how many.
     */
    async declineRequestsOf(
      db: Db,
      userId: number,
      actorId: number,
      stamp: string,
      reason: string,
    ) {
      const ids = (await listPendingOfMember(db, userId)).map((row) => row.id);
      return decideOptions(db, ids, { change: 'declineMember', reason, stamp, actorId });
    },

    /** Per member: booked stays arriving this calendar year, and requests waiting. */
    async countsByMember(db: Db = app.db) {
      const today = app.clock.today();
      const year = today.slice(0, 4);
      const [held, waiting] = await Promise.all([
        countHeldByMember(db, `${year}-01-01`, `${year}-12-31`),
        countWaitingByMember(db, today),
      ]);
      const counts = new Map<number, { stays: number; pending: number }>();
      const of = (id: number) => {
        let found = counts.get(id);
        if (!found) counts.set(id, (found = { stays: 0, pending: 0 }));
        return found;
      };
      for (const row of held) of(row.user_id).stays = Number(row.stays);
      for (const row of waiting) of(row.user_id).pending = Number(row.pending);
      return counts;
    },

    /** Approves a pending option; answers the counts and the approval panel after it. */
    async approve(optionId: number, actorId: number) {
      const { today, stamp } = now();
      const approval = await unitOfWork(
        app.database,
        async (db) => {
          const done = await approveOne(db, optionId, today, stamp, actorId);
          await queueApprovalMails(db, [done]);
          return done;
        },
        'stays',
      );
      return {
        message: 'Stay approved.',
        ...autoRejectedCounts([approval]),
        pending: await this.pendingApprovals(),
      };
    },

    /**
     * Declines a pending or approved option with the admin's reason (DECISIONS §9, §14): an
     * approved stay's dates are free at once. The owner is mailed, in the same transaction.
     */
    async decline(optionId: number, reason: string, actorId: number) {
      const { stamp } = now();
      await unitOfWork(
        app.database,
        async (db) => {
          const found = await findOption(db, optionId);
          if (!found) throw new HttpError(404, stayErrors.noOption);
          if (!ADMIN_ABILITIES[found.status].decline) {
            throw new HttpError(409, stayErrors.notDeclinable);
          }
          const change = isIn('waiting', found.status) ? 'decline' : 'declineApproved';
          await decideOptions(db, [found.id], { change, reason, stamp, actorId });
          const option = {
            ...found,
            status: STATUS_CHANGES[change].to,
            rejection_reason: reason,
          };
          await app.queueMail(
            db,
            change === 'decline'
              ? declinedMail([{ option, reason }], app.config.publicUrl)
              : bookedStayDeclinedMail(option, reason, app.config.publicUrl),
          );
        },
        'stays',
      );
      return { message: 'Stay declined.', pending: await this.pendingApprovals() };
    },

    /**
     * The owner cancels an approved stay of theirs before it begins (DECISIONS §14): it becomes
     * `cancelled`, its dates are free at once, it stays on record; the admins are mailed in the
     * same transaction. Answers the plan as it is now.
     */
    async cancel(caller: Caller, optionId: number) {
      const { today, stamp } = now();
      const plan = await memberWrite(caller, async (db) => {
        const option = await findOption(db, optionId);
        if (!option) throw new HttpError(404, stayErrors.noOption);
        assertOwnPlan({ user_id: option.owner_id }, caller.id);
        const statuses = (await listOptionsOfPlan(db, option.plan_id)).map((row) => row.status);
        const state = planState(statuses, option.expiry_date, today);
        const can = optionAbilities(
          { status: option.status, from: option.from_date, kept: option.approved_at !== null },
          state,
          today,
        );
        if (!can.cancel) throw new HttpError(409, planRefusals.notCancellable);
        await decideOptions(db, [option.id], {
          change: 'cancel',
          reason: null,
          stamp,
          actorId: caller.id,
        });
        await app.queueMailIn(db, app.config.adminEmails, (write) =>
          cancelledMail(write, option, app.config.publicUrl),
        );
        return ownPlanView(db, caller, option.plan_id);
      });
      return { message: 'Your stay is cancelled. Its dates are free again.', stay_plan: plan };
    },

    /**
     * The validity sweep (DECISIONS §14), run by the job worker on the app's clock: pending
     * options of plans whose validity has passed become `expired`; owners and admins of plans
     * still waiting whose validity ends within seven days are mailed, once for each date, however
     * many processes sweep.
     */
    async sweepValidity() {
      const { today, stamp } = now();
      return unitOfWork(
        app.database,
        async (db) => {
          const expired = await expirePending(db, today, stamp);
          const due = await listPlansToRemind(db, today, addDays(today, VALIDITY_REMINDER_DAYS));
          let reminded = 0;
          for (const plan of due) {
            // Marked and mailed in one transaction: the mail goes exactly when the mark is kept.
            if (!(await markReminded(db, plan.id, plan.expiry_date))) continue;
            await app.queueMail(db, validityReminderMail(plan, app.config.publicUrl));
            await app.queueMailIn(db, app.config.adminEmails, (write) =>
              validityReminderAdminMail(write, plan, app.config.publicUrl),
            );
            reminded += 1;
          }
          return { expired: expired.length, reminded };
        },
        'stays',
      );
    },

    /** Who is at the house when: booked stays of the next six months the caller may see. */
    async upcoming(caller: Caller) {
      const today = app.clock.today();
      const [rows, horizonDate] = await Promise.all([
        listHeldStays(app.db, today, addMonths(today, UPCOMING_MONTHS)),
        horizon(),
      ]);
      return {
        stays: upcomingStays(
          rows.map((row) => ({
            id: row.id,
            owner_id: row.owner_id,
            from: row.from_date,
            to: row.to_date,
            name: displayName(row),
          })),
          viewerOf(caller),
          horizonDate,
          today,
        ),
      };
    },

    /** Requests waiting for an admin (the hub's count). */
    async waitingCount() {
      return countPending(app.db, app.clock.today());
    },

    /**
     * Approves the chosen options one after another in bulk approval's order (DECISIONS §9), in
     * one write lock, each in a savepoint: an option an earlier approval of the same call
     * declined, or that can no longer be approved (the app or the database refuses it), is
     * skipped and the rest go on.
     */
    async bulkApprove(ids: readonly number[], actorId: number) {
      const { today, stamp } = now();
      const unique = [...new Set(ids)];
      const approvals = await unitOfWork(
        app.database,
        async (db) => {
          const rows = await listPendingByIds(db, unique);
          const ordered = bulkApprovalOrder(
            rows.map((row) => ({ ...row, chain_priority: chainPriorityOf(row, app.isAdmin) })),
          );
          const done: Approval[] = [];
          for (const row of ordered) {
            try {
              done.push(await inSavepoint(db, () => approveOne(db, row.id, today, stamp, actorId)));
            } catch (error) {
              if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
            }
          }
          await queueApprovalMails(db, done);
          return done;
        },
        'stays',
      );
      // Each option is counted once: approved, declined by one of the approvals, or skipped.
      const declined = approvals.flatMap((a) => [...a.samePlan, ...a.conflicting]);
      const declinedIds = new Set(declined.map((d) => d.option.id));
      const approvedIds = new Set(approvals.map((a) => a.approved.id));
      const skipped = unique.filter((id) => !approvedIds.has(id) && !declinedIds.has(id));
      return {
        message: `${plural(approvals.length, 'stay', 'stays')} approved.`,
        approved_count: approvals.length,
        skipped_count: skipped.length,
        ...autoRejectedCounts(approvals),
        declined_members: [...new Set(declined.map((d) => displayName(d.option)))].sort((a, b) =>
          a.localeCompare(b, 'sv'),
        ),
        pending: await this.pendingApprovals(),
      };
    },

    /** The planning horizon (YYYY-MM-DD), or null when none is set. */
    /** The longest stay in nights: as the admins set it, else MAX_STAY_NIGHTS. */
    async longestStay() {
      return { max_stay_nights: await maxStayNights() };
    },

    async setLongestStay(nights: number) {
      await writeSettings(app.db, { [settingKeys.maxStayNights]: nights });
      return { max_stay_nights: nights };
    },

    async horizon() {
      return { horizon_date: await horizon() };
    },

    /** Sets the planning horizon: today or later, or null to clear it. */
    async setHorizon(date: CalendarDate | null) {
      if (date !== null && date < app.clock.today()) {
        throw new HttpError(400, stayErrors.horizonPast);
      }
      await writeSettings(app.db, { [settingKeys.planningHorizon]: date });
      return { horizon_date: date };
    },
  };
}

export type StaysService = ReturnType<typeof staysService>;
