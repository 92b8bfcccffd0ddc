import {
  GenerateInviteRequestSchema,
  InviteCodeSchema,
  InviteListSchema,
  InviteParamsSchema,
  WithdrawInviteResponseSchema,
  InviteVerificationSchema,
  VerifyInviteRequestSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { InvitesService } from './invites.service.js';

/** Creating invite codes (trusted members and admins) and checking them (anyone). */
export const inviteRoutes: FastifyPluginAsyncZod<{ invites: InvitesService }> = async (
  app,
  { invites },
) => {
  app.post(
    '/generate-invite',
    {
      config: { access: 'trusted' },
      schema: {
        tags: ['invites'],
        summary: 'Create a single-use invite code valid for one month',
        body: GenerateInviteRequestSchema,
        response: { 201: InviteCodeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invites.generate(request.user!, request.body.code_type)),
  );

  app.get(
    '/invites',
    {
      config: { access: 'trusted' },
      schema: {
        tags: ['invites'],
        summary: 'Invite codes still open and codes used: every one for admins, a member their own',
        response: { 200: InviteListSchema },
      },
    },
    async (request) => invites.list(request.user!),
  );

  app.post(
    '/invites/:id/withdraw',
    {
      config: { access: 'trusted' },
      schema: {
        tags: ['invites'],
        summary:
          'Withdraw an unused code (admins any, a member their own); it then reads as unknown',
        params: InviteParamsSchema,
        response: { 200: WithdrawInviteResponseSchema },
      },
    },
    async (request) => invites.withdraw(request.user!, request.params.id),
  );

  app.post(
    '/auth/verify-invite',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['invites'],
        summary: 'Whether an invite code can be used, and what it grants',
        body: VerifyInviteRequestSchema,
        response: { 200: InviteVerificationSchema },
      },
    },
    async (request) => invites.verify(request.body.invite_code),
  );
};
