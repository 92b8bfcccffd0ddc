import {
  displayName,
  GenerateInviteRequestSchema,
  InviteCodeSchema,
  InviteVerificationSchema,
  VerifyInviteRequestSchema,
  type InviteVerification,
} from '@stuga/shared';
import dayjs from 'dayjs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findInvite, insertInvite, inviteProblem, newInviteCode } from './invites.repository.js';

/** Creating invite codes (trusted members and admins) and checking them (anyone). */
export const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => {
      const user = request.user!;
      const now = app.clock.now();
      const code = newInviteCode();
      const invite = await insertInvite(app.db, {
        code: code.toLowerCase(),
        code_type: request.body.code_type,
        generated_by_user_id: user.row.id,
        generated_by_name: displayName(user.row),
        generated_by_type: user.is_admin ? 'admin' : 'trusted_user',
        max_uses: 1,
        expires_at: dayjs(now).add(1, 'month').unix(),
        created_at: now.toISOString(),
      });
      return reply.status(201).send({
        invite_code: code,
        code_type: request.body.code_type,
        generated_by_name: invite.generated_by_name,
        expires_at: invite.expires_at === null ? null : Number(invite.expires_at),
      });
    },
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
    async (request): Promise<InviteVerification> => {
      const invite = await findInvite(app.db, request.body.invite_code);
      const problem = inviteProblem(invite, app.clock.nowSeconds());
      if (problem || !invite) return { valid: false, error: problem };
      return {
        valid: true,
        code_type: invite.code_type,
        generated_by_name: invite.generated_by_name,
        generated_by_type: invite.generated_by_type,
        max_uses: invite.max_uses,
        current_uses: invite.current_uses,
        expires_at: invite.expires_at === null ? null : Number(invite.expires_at),
      };
    },
  );
};
