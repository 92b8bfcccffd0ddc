import { hash } from '@node-rs/argon2';
import {
  MessageResponseSchema,
  PasswordResetRequestSchema,
  ResetPasswordRequestSchema,
  ValidateResetTokenRequestSchema,
  ValidateResetTokenResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserByEmail } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { claimLinkAndProve, createLink, findLiveLink } from './mailed-links.repository.js';

/** A reset link works for this long (DECISIONS §3). */
export const RESET_TOKEN_MINUTES = 60;
export const RESET_REQUESTED =
  'If an account exists for that email, a password reset link is on its way. Check your inbox.';
const INVALID_TOKEN = 'Invalid or expired reset token';

/** What the worker is asked to do for a reset request: the address as typed, checked later. */
interface ResetRequest {
  email: string;
}

/** Password reset by mail: request a link, check it, set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Done by the worker, a moment after the answer: whether the address has an account is found
  // out there, never while the request is answered.
  app.jobs.define<ResetRequest>('password_reset', {
    async run({ email }) {
      const user = await findUserByEmail(app.db, email);
      if (!user || user.login_disabled) return;
      await app.db.transaction().execute(async (trx) => {
        const token = await createLink(trx, 'password_resets', {
          userId: user.id,
          minutes: RESET_TOKEN_MINUTES,
          now: app.clock.now(),
        });
        await app.queueMail(trx, {
          to: user.email,
          subject: 'Reset your Stuga password',
          text:
            `Someone (hopefully you) asked to reset the password of your Stuga account.\n\n` +
            `Open this link within an hour to choose a new password:\n` +
            `${app.config.publicUrl}/reset/${token}\n\n` +
            `If you did not ask for this, ignore this mail: your password stays as it is.`,
        });
      });
    },
    retryDelaysMs: [60_000, 5 * 60_000],
    // Whose address was asked about is not kept once the request is dealt with.
    keep: () => ({}),
  });

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
      // The same work for every address, known or not: one row for the worker, nothing looked up.
      await app.jobs.add(app.db, 'password_reset', { email: request.body.email });
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
      // The mailed link proves the address: the new password is the only credential left.
      const user = await claimLinkAndProve(
        app.db,
        'password_resets',
        request.body.reset_token,
        await hash(request.body.new_password),
        app.clock.now().toISOString(),
      );
      if (!user) throw new HttpError(400, INVALID_TOKEN);
      // Whoever was guessing this account's password, its owner may log in again at once.
      await app.loginGuard.clearEmail(user.email);
      return { message: 'Your password has been reset. You can log in with it now.' };
    },
  );
};
