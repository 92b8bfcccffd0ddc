import { AdminSummarySchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the admins' hub counts, each from the feature that owns it (composed in app.ts). */
export interface AdminCounts {
  /** Stay requests waiting for a decision. */
  waitingRequests(): Promise<number>;
  /** Donations waiting to be verified. */
  pendingDonations(): Promise<number>;
}

/** The admins' hub: what waits for them. */
export const adminRoutes: FastifyPluginAsyncZod<{ counts: AdminCounts }> = async (
  app,
  { counts },
) => {
  app.get(
    '/admin/summary',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'What waits for the admins: stay requests and donations to verify',
        response: { 200: AdminSummarySchema },
      },
    },
    async () => {
      const [waiting, donations] = await Promise.all([
        counts.waitingRequests(),
        counts.pendingDonations(),
      ]);
      return { waiting_requests: waiting, pending_donations: donations };
    },
  );
};
