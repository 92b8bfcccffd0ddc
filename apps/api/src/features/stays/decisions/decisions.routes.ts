import {
  ApproveResponseSchema,
  BookingCancelledSchema,
  BookingParamsSchema,
  BulkApproveRequestSchema,
  BulkApproveResponseSchema,
  OptionParamsSchema,
  PendingApprovalsSchema,
  RejectRequestSchema,
  RejectResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKept } from '../../../plugins/kept-answers.js';
import { callerOf } from '../context.js';
import type { DecisionsService } from './decisions.service.js';

/** The admins' decisions (SPEC §7): pending approvals, approving one or many, declining, ending a stay. */
export const decisionRoutes: FastifyPluginAsyncZod<{ decisions: DecisionsService }> = async (
  app,
  { decisions },
) => {
  app.get(
    '/admin/pending-approvals',
    {
      // sendKept compresses its answer once for as long as it is kept (decision 0060).
      compress: false,
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Pending options of plans not expired, apart and in conflict groups',
        response: { 200: PendingApprovalsSchema },
      },
    },
    // The same for every admin: kept for the day and the data version (decision 0050).
    async (_request, reply) =>
      sendKept(reply, `pending-approvals ${app.clock.today()}`, () => decisions.pendingApprovals()),
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
    async (request) => decisions.approve(request.params.id, request.user!.row.id),
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
    async (request) =>
      decisions.decline(request.params.id, request.body.reason, request.user!.row.id),
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
    async (request) => decisions.bulkApprove(request.body.option_ids, request.user!.row.id),
  );

  app.post(
    '/admin/bookings/:id/end',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'End a stay the house holds, whatever made it, with a reason',
        description:
          'A plan, a round, the waitlist, a swap or a gift: the stay ends as declined with its history, its owner is mailed, its days go to the waitlist.',
        params: BookingParamsSchema,
        body: RejectRequestSchema,
        response: { 200: BookingCancelledSchema },
      },
    },
    async (request) => decisions.endStay(callerOf(request), request.params.id, request.body.reason),
  );
};
