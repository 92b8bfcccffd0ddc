import {
  GenerateInviteRequestSchema,
  InviteCodeSchema,
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
