import {
  MessageResponseSchema,
  PasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  ValidateResetTokenRequestSchema,
  ValidateResetTokenResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.js';

/** Password reset by mail: request a link, check it, set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  app.post(
    '/password-reset',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer for every well-formed email)',
        body: PasswordResetRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => auth.requestReset(request.body.email),
  );

  app.post(
    '/validate-reset-token',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Whether a reset link still works',
        body: ValidateResetTokenRequestSchema,
        response: { 200: ValidateResetTokenResponseSchema },
      },
    },
    async (request) => auth.validateReset(request.body.reset_token),
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; ends every earlier session',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => auth.resetPassword(request.body.reset_token, request.body.new_password),
  );
};
