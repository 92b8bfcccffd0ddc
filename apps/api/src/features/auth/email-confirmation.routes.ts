import { ConfirmEmailRequestSchema, MessageResponseSchema } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { UserRow } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { claimLink, createLink } from './mailed-links.js';

/** A confirmation link works for this long (DECISIONS §2). */
export const CONFIRM_LINK_MINUTES = 60;
export const EMAIL_CONFIRMED = 'Your email address is confirmed.';
export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has expired.';
export const NOTHING_TO_CONFIRM = 'This address needs no confirming.';

/**
 * Mails a link that proves the owner reads the address, after the answer (stored, then mailed
 * with retries; written to the log when mail is not set up). Admin rights wait for it.
 */
export function sendConfirmationLink(app: FastifyInstance, user: Pick<UserRow, 'id' | 'email'>) {
  app.afterAnswer('address confirmation link', async () => {
    const token = await createLink(app.db, 'email_confirmations', {
      userId: user.id,
      minutes: CONFIRM_LINK_MINUTES,
      now: app.clock.now(),
    });
    const link = `${app.config.publicUrl}/confirm/${token}`;
    app.mailLater(
      {
        to: user.email,
        subject: 'Confirm your Stuga address',
        text:
          `This address belongs to an administrator of Stuga, and an account was just made ` +
          `with it.\n\nOpen this link within an hour to confirm the address is yours; the ` +
          `account gets its admin rights once you do:\n${link}\n\n` +
          `If you did not make a Stuga account, ignore this mail: the account stays without ` +
          `admin rights.`,
      },
      'address confirmation link',
    );
  });
}

/** Whether an account's address waits for its owner's proof before it has admin rights. */
export const awaitsConfirmation = (app: FastifyInstance, row: UserRow) =>
  row.email_confirmed_at === null && app.isAdminEmail(row.email);

/** Confirming an administrator's address with the mailed link, and asking for a new link. */
export const emailConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/confirm-email',
    {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Confirm an address with the link mailed to it',
        body: ConfirmEmailRequestSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const stamp = app.clock.now().toISOString();
      const confirmed = await app.db.transaction().execute(async (trx) => {
        const userId = await claimLink(trx, 'email_confirmations', request.body.token, stamp);
        if (userId === undefined) return false;
        await trx
          .updateTable('users')
          .set({
            email_confirmed_at: sql<string>`coalesce(email_confirmed_at, ${stamp})`,
            updated_at: stamp,
          })
          .where('id', '=', userId)
          .execute();
        return true;
      });
      if (!confirmed) throw new HttpError(400, CONFIRM_LINK_INVALID);
      return { message: EMAIL_CONFIRMED };
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
      sendConfirmationLink(app, row);
      return { message: `A new confirmation link is on its way to ${row.email}.` };
    },
  );
};
