import { hash } from '@node-rs/argon2';
import {
  ConfirmEmailRequestSchema,
  ConfirmEmailResponseSchema,
  MessageResponseSchema,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema.js';
import { findUserById } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { presentProfile } from './auth.presenter.js';
import { claimLinkAndProve, createLink } from './mailed-links.repository.js';

/** A confirmation link works for this long (DECISIONS §2). */
export const CONFIRM_LINK_MINUTES = 60;
export const EMAIL_CONFIRMED =
  'Your email address is confirmed, and the password you chose is now the only one.';
export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has expired.';
export const NOTHING_TO_CONFIRM = 'This address needs no confirming.';

/**
 * Asks the worker to mail a link that proves the owner reads the address (written to the log
 * when mail is not set up). Admin rights wait for it.
 */
export async function sendConfirmationLink(app: FastifyInstance, user: Pick<UserRow, 'id'>) {
  await app.jobs.add(app.db, 'email_confirmation', { userId: user.id });
}

/** Whether an account's address waits for its owner's proof before it has admin rights. */
export const awaitsConfirmation = (app: FastifyInstance, row: UserRow) =>
  row.email_confirmed_at === null && app.isAdminEmail(row.email);

/** Confirming an administrator's address with the mailed link, and asking for a new link. */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.define<{ userId: number }>('email_confirmation', {
    async run({ userId }) {
      const user = await findUserById(app.db, userId);
      if (!user || !awaitsConfirmation(app, user)) return;
      await app.db.transaction().execute(async (trx) => {
        const token = await createLink(trx, 'email_confirmations', {
          userId: user.id,
          minutes: CONFIRM_LINK_MINUTES,
          now: app.clock.now(),
        });
        await app.queueMail(trx, {
          to: user.email,
          subject: 'Confirm your Stuga address',
          text:
            `This address belongs to an administrator of Stuga, and an account was just made ` +
            `with it.\n\nOpen this link within an hour to confirm the address is yours and ` +
            `choose the account's password; the account gets its admin rights once you do:\n` +
            `${app.config.publicUrl}/confirm/${token}\n\n` +
            `If you did not make a Stuga account, ignore this mail: the account stays without ` +
            `admin rights.`,
        });
      });
    },
    retryDelaysMs: [60_000, 5 * 60_000],
  });

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
    async (request) => {
      const user = await claimLinkAndProve(
        app.db,
        'email_confirmations',
        request.body.token,
        await hash(request.body.new_password),
        app.clock.now().toISOString(),
      );
      if (!user) throw new HttpError(400, CONFIRM_LINK_INVALID);
      await app.loginGuard.clearEmail(user.email);
      return {
        message: EMAIL_CONFIRMED,
        jwt: await app.tokens.issue(user),
        user: presentProfile(user, app.isAdminEmail(user.email)),
      };
    },
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
    async (request) => {
      const row = request.user!.row;
      if (!awaitsConfirmation(app, row)) throw new HttpError(409, NOTHING_TO_CONFIRM);
      await sendConfirmationLink(app, row);
      return { message: `A new confirmation link is on its way to ${row.email}.` };
    },
  );
};
