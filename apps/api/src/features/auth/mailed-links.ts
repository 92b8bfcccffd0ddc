import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { unitOfWork } from '../../db/unit-of-work.js';
import { readHouseName } from '../../db/settings.repository.js';
import type { Database, UserRow } from '../../db/schema.js';
import { findUserByEmail, findUserById } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import type { MailKey } from '../../i18n/mail.en.js';
import {
  claimLinkAndProve,
  createLink,
  findLiveLink,
  type LinkTable,
} from './mailed-links.repository.js';

import { awaitsConfirmation, sessionFor } from './sessions.js';
import {
  CONFIRM_LINK_INVALID,
  EMAIL_CONFIRMED,
  INVALID_RESET,
  LINK_MINUTES,
  NOTHING_TO_CONFIRM,
  RESET_REQUESTED,
} from './auth.messages.js';

/** The mail each kind of mailed link goes out in, in the account's language. */
const linkMailKeys = {
  password_resets: { subject: 'reset.subject', text: 'reset.text' },
  email_confirmations: { subject: 'confirm.subject', text: 'confirm.text' },
} as const satisfies Record<LinkTable, { subject: MailKey; text: MailKey }>;

function linkMail(table: LinkTable, user: UserRow, link: string, house: string) {
  const write = mailWriter(mailLanguage(user.language));
  const keys = linkMailKeys[table];
  return { subject: write(keys.subject, { house }), text: write(keys.text, { house, link }) };
}
const linkPaths: Record<LinkTable, string> = {
  password_resets: 'reset',
  email_confirmations: 'confirm',
};

/** Makes a mailed link for an account and queues its mail, in one transaction. */
const mailLink = (app: FastifyInstance, table: LinkTable, user: UserRow) =>
  unitOfWork(app.database, async (trx) => {
    const token = await createLink(trx, table, {
      userId: user.id,
      minutes: LINK_MINUTES,
      now: app.clock.now(),
    });
    const link = `${app.config.publicUrl}/${linkPaths[table]}/${token}`;
    const house = await readHouseName(trx);
    await app.queueMail(trx, { to: user.email, ...linkMail(table, user, link, house) });
  });

/**
 * Uses a mailed link to prove its address, the new password set in the same unit of work; the
 * account, or undefined when the link was unknown, used or expired.
 */
const proveWithLink = async (
  app: FastifyInstance,
  table: LinkTable,
  token: string,
  newPassword: string,
) => {
  const passwordHash = await hash(newPassword);
  return unitOfWork(app.database, (db) =>
    claimLinkAndProve(db, table, token, passwordHash, app.clock.now().toISOString()),
  );
};

/** Teaches the job worker to mail the links: a password reset, an address to confirm. */
export function defineLinkJobs(app: FastifyInstance) {
  // Done by the worker, a moment after the answer: whether an address has an account is found
  // out there, never while a reset request is answered.
  app.jobs.define<{ email: string }>('password_reset', {
    async run({ email }) {
      const user = await findUserByEmail(app.db, email);
      if (user && !user.login_disabled && user.suspended_at === null) {
        await mailLink(app, 'password_resets', user);
      }
    },
    retryDelaysMs: [60_000, 5 * 60_000],
    // Whose address was asked about is not kept once the request is dealt with.
    keep: () => ({}),
  });
  app.jobs.define<{ userId: number }>('email_confirmation', {
    async run({ userId }) {
      const user = await findUserById(app.db, userId);
      if (user && awaitsConfirmation(app, user)) await mailLink(app, 'email_confirmations', user);
    },
    retryDelaysMs: [60_000, 5 * 60_000],
  });
}

/** Asks the worker to mail a link that proves the address; admin rights wait for it. */
export async function sendConfirmation(
  app: FastifyInstance,
  row: UserRow,
  db: Kysely<Database> = app.db,
) {
  await app.jobs.add(db, 'email_confirmation', { userId: row.id });
}

/** A new confirmation link for the caller's administrator address. */
export async function resendConfirmation(app: FastifyInstance, row: UserRow) {
  if (!awaitsConfirmation(app, row)) throw new HttpError(409, NOTHING_TO_CONFIRM);
  await sendConfirmation(app, row);
  return { message: `A new confirmation link is on its way to ${row.email}.` };
}

/**
 * Proves an address with the link mailed to it: the password becomes the one sent and every
 * earlier session ends (DECISIONS §14a); answers a session for the one who proved it.
 */
/** Whether a confirmation link still works; it stays unused (mail scanners open links). */
export async function checkConfirmation(app: FastifyInstance, token: string) {
  const link = await findLiveLink(
    app.db,
    'email_confirmations',
    token,
    app.clock.now().toISOString(),
  );
  return link
    ? { valid: true, email: link.email }
    : { valid: false, error: CONFIRM_LINK_INVALID, code: 'api.auth.confirmInvalid' };
}

export async function confirmEmail(app: FastifyInstance, token: string, newPassword: string) {
  const user = await proveWithLink(app, 'email_confirmations', token, newPassword);
  if (!user) throw new HttpError(400, CONFIRM_LINK_INVALID);
  await app.loginGuard.clearEmail(user.email);
  return { message: EMAIL_CONFIRMED, ...(await sessionFor(app, user)) };
}

/** The same work for every address, known or not: one row for the worker, nothing looked up. */
export async function requestReset(app: FastifyInstance, email: string) {
  await app.jobs.add(app.db, 'password_reset', { email });
  return { message: RESET_REQUESTED };
}

export async function validateReset(app: FastifyInstance, token: string) {
  const reset = await findLiveLink(app.db, 'password_resets', token, app.clock.now().toISOString());
  return reset
    ? { valid: true, email: reset.email }
    : { valid: false, error: INVALID_RESET, code: 'api.auth.resetInvalid' };
}

/** Sets a new password with a reset link; the mailed link proves the address. */
export async function resetPassword(app: FastifyInstance, token: string, newPassword: string) {
  const user = await proveWithLink(app, 'password_resets', token, newPassword);
  if (!user) throw new HttpError(400, INVALID_RESET);
  // Whoever was guessing this account's password, its owner may log in again at once.
  await app.loginGuard.clearEmail(user.email);
  return { message: 'Your password has been reset. You can log in with it now.' };
}
