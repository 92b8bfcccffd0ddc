import {
  ApproveResponseSchema,
  BulkApproveRequestSchema,
  BulkApproveResponseSchema,
  conflictGroups,
  MessageResponseSchema,
  OptionParamsSchema,
  PendingApprovalsSchema,
  PlanningHorizonSchema,
  RejectRequestSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSetting, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { withWriteLock } from '../../db/write-lock.js';
import { HttpError } from '../../lib/http-error.js';
import { approve, bulkApprove, chainPriorityOf, decline, type Approval } from './decisions.js';
import { approvalMails, declinedMail } from './stays.mail.js';
import { presentPending, presentPendingPlan } from './stays.presenter.js';
import { stayErrors } from './stays.policy.js';
import { listPendingOptions, listPlansWithOwners } from './stays.repository.js';

/** The counts an approval reports (SPEC §7). */
const counts = (approvals: Approval[]) => {
  const samePlan = approvals.reduce((sum, a) => sum + a.samePlan.length, 0);
  const conflicts = approvals.reduce((sum, a) => sum + a.conflicting.length, 0);
  return {
    total_auto_rejected: samePlan + conflicts,
    auto_rejected_conflicts: conflicts,
    auto_rejected_same_plan: samePlan,
  };
};

/** The admins' side of stays: pending approvals, decisions, the planning horizon (SPEC §7). */
export const approvalRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => ({ today: app.clock.today(), stamp: app.clock.now().toISOString() });
  const mailOut = (approvals: Approval[]) => {
    for (const approval of approvals) {
      for (const mail of approvalMails(approval, app.config.publicUrl)) {
        app.mailLater(mail, 'stay decision');
      }
    }
  };

  app.get(
    '/admin/pending-approvals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Pending options of plans not expired, apart and in conflict groups',
        response: { 200: PendingApprovalsSchema },
      },
    },
    async () => {
      const { today } = now();
      const [rows, plans] = await Promise.all([
        listPendingOptions(app.db, today),
        listPlansWithOwners(app.db),
      ]);
      const planById = new Map(
        plans.map((plan) => [
          plan.id,
          presentPendingPlan(plan, chainPriorityOf(plan, app.isAdmin)),
        ]),
      );
      const presented = new Map(
        rows.map((row) => [row.id, presentPending(row, planById.get(row.plan_id)!)]),
      );
      const { groups, alone } = conflictGroups(
        rows.map((row) => ({
          id: row.id,
          plan_id: row.plan_id,
          from: row.from_date,
          to: row.to_date,
        })),
      );
      const wire = (option: { id: number }) => presented.get(option.id)!;
      return {
        total_filtered: rows.length,
        total_conflicts: groups.length,
        non_conflicted_options: alone.map(wire),
        conflicts: groups.map((group) => group.map(wire)),
      };
    },
  );

  app.post(
    '/admin/approve-option/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Approve a pending option; conflicting and same-plan options are declined',
        params: OptionParamsSchema,
        response: { 200: ApproveResponseSchema },
      },
    },
    async (request) => {
      const { today, stamp } = now();
      const approval = await withWriteLock(app.database, (db) =>
        approve(db, request.params.id, today, stamp),
      );
      mailOut([approval]);
      return { message: 'Stay approved.', ...counts([approval]) };
    },
  );

  app.post(
    '/admin/reject-option/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Decline a pending or approved option with a reason',
        params: OptionParamsSchema,
        body: RejectRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const { stamp } = now();
      const option = await withWriteLock(app.database, (db) =>
        decline(db, request.params.id, request.body.reason, stamp),
      );
      app.mailLater(
        declinedMail([{ option, reason: request.body.reason }], app.config.publicUrl),
        'stay declined',
      );
      return { message: 'Stay declined.' };
    },
  );

  app.post(
    '/admin/bulk-approve',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Approve several options in rank, invite chain and submission order',
        body: BulkApproveRequestSchema,
        response: { 200: BulkApproveResponseSchema },
      },
    },
    async (request) => {
      const { today, stamp } = now();
      const { approvals, skipped } = await withWriteLock(app.database, (db) =>
        bulkApprove(db, request.body.option_ids, today, stamp, app.isAdmin),
      );
      mailOut(approvals);
      return {
        message: `${approvals.length} stay(s) approved.`,
        approved_count: approvals.length,
        skipped_count: skipped,
        ...counts(approvals),
      };
    },
  );

  app.get(
    '/admin/planning-horizon',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: "The planning horizon: members do not see others' stays after it",
        response: { 200: PlanningHorizonSchema },
      },
    },
    async () => ({
      horizon_date: (await readSetting<string | null>(app.db, settingKeys.planningHorizon)) ?? null,
    }),
  );

  app.put(
    '/admin/planning-horizon',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Set the planning horizon (YYYY-MM-DD, today or later), or clear it with null',
        body: PlanningHorizonSchema,
        response: { 200: PlanningHorizonSchema },
      },
    },
    async (request) => {
      const date = request.body.horizon_date;
      if (date !== null && date < app.clock.today()) {
        throw new HttpError(400, stayErrors.horizonPast);
      }
      await writeSettings(app.db, { [settingKeys.planningHorizon]: date });
      return { horizon_date: date };
    },
  );
};
