import {
  ApproveResponseSchema,
  BulkApproveRequestSchema,
  BulkApproveResponseSchema,
  LongestStaySchema,
  OptionParamsSchema,
  PendingApprovalsSchema,
  PlanningHorizonSchema,
  RejectRequestSchema,
  RejectResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaysService } from './stays.service.js';

/** The admins' side of stays: pending approvals, decisions, the planning horizon (SPEC §7). */
export const approvalRoutes: FastifyPluginAsyncZod<{ stays: StaysService }> = async (
  app,
  { stays },
) => {
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
    async () => stays.pendingApprovals(),
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
    async (request) => stays.approve(request.params.id, request.user!.row.id),
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
        response: { 200: RejectResponseSchema },
      },
    },
    async (request) => stays.decline(request.params.id, request.body.reason, request.user!.row.id),
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
    async (request) => stays.bulkApprove(request.body.option_ids, request.user!.row.id),
  );

  app.get(
    '/admin/longest-stay',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'The longest stay in nights',
        response: { 200: LongestStaySchema },
      },
    },
    async () => stays.longestStay(),
  );

  app.put(
    '/admin/longest-stay',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Set the longest stay (1 to 90 nights); plans saved after it follow it',
        body: LongestStaySchema,
        response: { 200: LongestStaySchema },
      },
    },
    async (request) => stays.setLongestStay(request.body.max_stay_nights),
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
    async () => stays.horizon(),
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
    async (request) => stays.setHorizon(request.body.horizon_date),
  );
};
