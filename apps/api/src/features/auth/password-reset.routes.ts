import { hash } from '@node-rs/argon2';
import {
  MessageResponseSchema,
  PasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  ValidateResetTokenRequestSchema,
  ValidateResetTokenResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema.js';
import { findUserByEmail, findUserById } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { createLink, findLiveLink } from './mailed-links.js';
import { claimResetAndSetPassword } from './password-reset.repository.js';

/** A reset link works for this long (DECISIONS §3). */
export const RESET_TOKEN_MINUTES = 60;
export const RESET_REQUESTED =
  'If an account exists for that email, a password reset link is on its way. Check your inbox.';
const INVALID_TOKEN = 'Invalid or expired reset token';

/** Password reset by mail: request a link, check it, set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Stores a new link for the account (voiding older ones) and mails it, retried on failure. */
  const sendResetLink = async (user: Pick<UserRow, 'id' | 'email'>) => {
    const token = await createLink(app.db, 'password_resets', {
      userId: user.id,
      minutes: RESET_TOKEN_MINUTES,
      now: app.clock.now(),
    });
    const link = `${app.config.publicUrl}/reset/${token}`;
    app.mailLater(
      {
        to: user.email,
        subject: 'Reset your Stuga password',
        text:
          `Someone (hopefully you) asked to reset the password of your Stuga account.\n\n` +
          `Open this link within an hour to choose a new password:\n${link}\n\n` +
          `If you did not ask for this, ignore this mail: your password stays as it is.`,
      },
      'password reset link',
    );
  };

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
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      // The answer is the same, and as quick, whoever asks: the link is made and mailed after it.
      if (user && !user.login_disabled) {
        app.afterAnswer('password reset link', () => sendResetLink(user));
      }
      return { message: RESET_REQUESTED };
    },
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
    async (request) => {
      const reset = await findLiveLink(
        app.db,
        'password_resets',
        request.body.reset_token,
        app.clock.now().toISOString(),
      );
      return reset ? { valid: true, email: reset.email } : { valid: false, error: INVALID_TOKEN };
    },
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
    async (request) => {
      const passwordHash = await hash(request.body.new_password);
      const userId = await claimResetAndSetPassword(
        app.db,
        request.body.reset_token,
        passwordHash,
        app.clock.now().toISOString(),
      );
      if (userId === undefined) throw new HttpError(400, INVALID_TOKEN);
      // Whoever was guessing this account's password, its owner may log in again at once.
      const user = await findUserById(app.db, userId);
      if (user) app.loginGuard.clearEmail(user.email);
      return { message: 'Your password has been reset. You can log in with it now.' };
    },
  );
};
