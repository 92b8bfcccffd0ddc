import {
  AdminSummarySchema,
  FailedMailsSchema,
  idParamsSchema,
  SendAgainResponseSchema,
  msg,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxService } from './outbox.service.js';

/** What the admins' hub counts, each from the feature that owns it (composed in app.ts). */
export interface AdminCounts {
  /** Stay requests waiting for a decision. */
  waitingRequests(): Promise<number>;
  /** Swaps in high season waiting for an admin's approval. */
  swapsToApprove(): Promise<number>;
  /** Donations waiting to be verified. */
  pendingDonations(): Promise<number>;
  /** Mails given up on after their retries. */
  failedMails(): Promise<number>;
}

const MailParamsSchema = idParamsSchema(
  msg('api.mail.notWaiting', 'This mail is not waiting to be sent again.'),
);

/** The admins' hub: what waits for them, and the mail that could not be sent. */
export const adminRoutes: FastifyPluginAsyncZod<{
  counts: AdminCounts;
  outbox: OutboxService;
}> = async (app, { counts, outbox }) => {
  app.get(
    '/admin/summary',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'What waits for the admins: stay requests, swaps to approve, donations to verify, failed mail',
        response: { 200: AdminSummarySchema },
      },
    },
    async () => {
      const [waiting, swaps, donations, mails] = await Promise.all([
        counts.waitingRequests(),
        counts.swapsToApprove(),
        counts.pendingDonations(),
        counts.failedMails(),
      ]);
      return {
        waiting_requests: waiting,
        swaps_to_approve: swaps,
        pending_donations: donations,
        failed_mails: mails,
      };
    },
  );

  app.get(
    '/admin/failed-mails',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Mail the app gave up sending after its retries, newest first (at most 100)',
        response: { 200: FailedMailsSchema },
      },
    },
    async () => ({ mails: await outbox.failedMails() }),
  );

  app.post(
    '/admin/failed-mails/:id/send-again',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Queues a failed mail again; the worker sends it in a moment',
        params: MailParamsSchema,
        response: { 200: SendAgainResponseSchema },
      },
    },
    async (request) => outbox.sendAgain(request.params.id),
  );
};
