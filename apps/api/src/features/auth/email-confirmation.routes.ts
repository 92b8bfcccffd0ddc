import {
  ConfirmEmailCheckRequestSchema,
  ConfirmEmailRequestSchema,
  ConfirmEmailResponseSchema,
  MessageResponseSchema,
  ValidateResetTokenResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.js';

/** Confirming an administrator's address with the mailed link, and asking for a new link. */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  app.post(
    '/auth/confirm-email',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an address with the link mailed to it, choosing the password',
        description:
          'Proving the address voids every credential made before (DECISIONS §14a): the ' +
          'password becomes the one sent here and every earlier session ends. Answers a ' +
          'session for the one who proved it.',
        body: ConfirmEmailRequestSchema,
        response: { 200: ConfirmEmailResponseSchema },
      },
    },
    async (request) => auth.confirmEmail(request.body.token, request.body.new_password),
  );

  app.post(
    '/auth/confirm-email/check',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Whether a mailed confirmation link still works, before its password is chosen',
        description: 'Uses nothing: the link works until a password is sent with it.',
        body: ConfirmEmailCheckRequestSchema,
        response: { 200: ValidateResetTokenResponseSchema },
      },
    },
    async (request) => auth.checkConfirmation(request.body.token),
  );

  app.post(
    '/auth/confirm-email/resend',
    {
      config: { access: 'user', rateLimit: { max: 3, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: "Mail a new link to confirm the caller's administrator address",
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => auth.resendConfirmation(request.user!.row),
  );
};
