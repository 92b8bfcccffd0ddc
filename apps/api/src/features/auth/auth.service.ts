import { hash, verify } from '@node-rs/argon2';
import {
  memberMessages,
  needsSignup,
  type AccessHolder,
  type ChangePasswordRequest,
  type Language,
  type ProfileUpdateSchema,
  type RegisterRequestSchema,
  type SignupRequestSchema,
  msg,
  said,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { readHouseName } from '../../db/settings.repository.js';
import { inviteErrors, recordInviteUse, redeemInvite } from '../../db/invites.repository.js';
import type { Database, UserRow } from '../../db/schema.js';
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserById,
  insertUser,
  proveAddress,
  setPassword,
  updateUser,
} from '../../db/users.repository.js';
import { clientAddress } from '../../lib/client-address.js';
import { HttpError } from '../../lib/http-error.js';
import { mailLanguage, mailWriter } from '../../lib/mail-language.js';
import type { MailKey } from '../../i18n/mail.en.js';
import { presentProfile } from './auth.presenter.js';
import { googleVerifier } from './google.js';
import {
  claimLinkAndProve,
  createLink,
  findLiveLink,
  type LinkTable,
} from './mailed-links.repository.js';

type Registration = z.output<typeof RegisterRequestSchema>;
type Signup = z.output<typeof SignupRequestSchema>;

export const EMAIL_TAKEN = msg(
  'api.auth.emailTaken',
  'An account with this email already exists. Please log in instead.',
);
const WRONG_LOGIN = msg('api.auth.wrongLogin', 'Invalid email or password.');
export const WRONG_CURRENT_PASSWORD = msg(
  'api.auth.wrongCurrentPassword',
  'Current password is incorrect.',
);
export const PASSWORD_CHANGED =
  'Your password has been changed. Every other session has been signed out.';
export const RESET_REQUESTED =
  'If an account exists for that email, a password reset link is on its way. Check your inbox.';
export const INVALID_RESET = msg('api.auth.resetInvalid', 'Invalid or expired reset token');
/** Mailed links work for an hour (DECISIONS §2, §3). */
export const LINK_MINUTES = 60;
export const EMAIL_CONFIRMED =
  'Your email address is confirmed, and the password you chose is now the only one.';
export const CONFIRM_LINK_INVALID = msg(
  'api.auth.confirmInvalid',
  'This confirmation link is invalid or has expired.',
);
export const NOTHING_TO_CONFIRM = msg(
  'api.auth.nothingToConfirm',
  'This address needs no confirming.',
);

// Verifying against a real hash keeps a login for an unknown email as slow as a wrong password.
const decoyHash = hash('decoy password that never matches');

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

/**
 * Accounts and sessions (DECISIONS §2, §3, §14a): logging in, registering with an invite,
 * completing signup, Google sign-in, proving an address, resetting and changing a password, and
 * the profile. A proof voids every credential made before it; login limits slow guessing.
 */
export function authService(app: FastifyInstance) {
  const moment = () => ({ stamp: app.clock.now().toISOString(), seconds: app.clock.nowSeconds() });
  const profileOf = (row: UserRow) => presentProfile(row, app.isAdminEmail(row.email));
  /** A session for an account; a suspended one gets none, however it signs in. */
  const session = async (row: UserRow) => {
    if (row.suspended_at !== null) throw new HttpError(403, memberMessages.suspended);
    return { jwt: await app.tokens.issue(row), user: profileOf(row) };
  };
  /** Whether an account's address waits for its owner's proof before it has admin rights. */
  const awaitsConfirmation = (row: UserRow) =>
    row.email_confirmed_at === null && app.isAdminEmail(row.email);
  const clientId = app.config.googleClientId;
  const verifyGoogle = clientId
    ? googleVerifier(app.config.googleJwksUrl, clientId, () => app.clock.now())
    : undefined;

  /** Makes a mailed link for an account and queues its mail, in one transaction. */
  const mailLink = (table: LinkTable, user: UserRow) =>
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
  const proveWithLink = async (table: LinkTable, token: string, newPassword: string) => {
    const passwordHash = await hash(newPassword);
    return unitOfWork(app.database, (db) =>
      claimLinkAndProve(db, table, token, passwordHash, app.clock.now().toISOString()),
    );
  };

  // Done by the worker, a moment after the answer: whether an address has an account is found
  // out there, never while a reset request is answered.
  app.jobs.define<{ email: string }>('password_reset', {
    async run({ email }) {
      const user = await findUserByEmail(app.db, email);
      if (user && !user.login_disabled && user.suspended_at === null) {
        await mailLink('password_resets', user);
      }
    },
    retryDelaysMs: [60_000, 5 * 60_000],
    // Whose address was asked about is not kept once the request is dealt with.
    keep: () => ({}),
  });
  app.jobs.define<{ userId: number }>('email_confirmation', {
    async run({ userId }) {
      const user = await findUserById(app.db, userId);
      if (user && awaitsConfirmation(user)) await mailLink('email_confirmations', user);
    },
    retryDelaysMs: [60_000, 5 * 60_000],
  });

  return {
    profileOf,
    awaitsConfirmation,

    /** The signed-in account read fresh, naming who invited it as they are called now. */
    async profile(row: UserRow) {
      const inviter = row.invited_by_user_id
        ? await findUserById(app.db, row.invited_by_user_id)
        : undefined;
      const name = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : '';
      return { ...profileOf(row), endorser: name || row.endorser };
    },

    /** Logs in with email and password, under the login limits (decision 0012, 0014). */
    async login(email: string, password: string, ip: string) {
      const address = clientAddress(ip);
      // Counted before the password is looked at: guesses sent at once each cost an attempt.
      const wait = await app.loginGuard.attempt(email, address);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        throw new HttpError(
          429,
          said(
            'api.auth.tooManyLogins',
            `Too many failed logins. Please wait ${minutes} minute(s) and try again.`,
            { minutes },
          ),
        );
      }
      const user = await findUserByEmail(app.db, email);
      const valid =
        user?.password_hash && !user.login_disabled
          ? await verify(user.password_hash, password)
          : (await verify(await decoyHash, password), false);
      if (!user || !valid) throw new HttpError(401, WRONG_LOGIN);
      await app.loginGuard.succeed(email, address);
      return { message: 'Login successful', ...(await session(user)) };
    },

    /**
     * Creates an account. A non-admin needs an invite code, used in the account's own
     * transaction: of two registrations racing for one code exactly one gets it, and a failed
     * insert gives the use back. An admin address needs no code, and gets its rights once its
     * owner opens the link mailed to it.
     */
    async register(body: Registration) {
      const isAdmin = app.isAdminEmail(body.email);
      if (!isAdmin && !body.invite_code) throw new HttpError(400, inviteErrors.required);
      const passwordHash = await hash(body.password);
      const at = moment();
      const row = await unitOfWork(app.database, async (trx) => {
        let invite;
        if (body.invite_code) {
          const result = await redeemInvite(trx, body.invite_code, at.seconds, app.holds);
          if ('problem' in result) {
            if (!isAdmin) throw new HttpError(400, result.problem);
          } else {
            invite = result.invite;
          }
        }
        let made;
        try {
          made = await insertUser(trx, {
            email: body.email,
            password_hash: passwordHash,
            first_name: body.first_name ?? '',
            last_name: body.last_name ?? '',
            phone: body.phone ?? null,
            access_level: invite?.code_type ?? 'unverified',
            endorser: invite?.generated_by_name ?? null,
            invited_by_user_id: invite?.generated_by_user_id ?? null,
            created_at: at.stamp,
            updated_at: at.stamp,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
          throw error;
        }
        if (invite) await recordInviteUse(trx, invite.id, made.id, at.stamp);
        // The confirmation link is owed exactly when the account exists: queued in its writing.
        if (awaitsConfirmation(made)) await this.sendConfirmation(made, trx);
        return made;
      });
      return session(row);
    },

    /**
     * Completes an account's signup: names and phone, and for an unverified non-admin the invite
     * that gives it its level, used in the same transaction.
     */
    async signup(user: { row: UserRow } & AccessHolder, body: Signup) {
      const at = moment();
      const names = {
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone ?? null,
        updated_at: at.stamp,
      };
      if (!needsSignup(user))
        return { user: profileOf(await updateUser(app.db, user.row.id, names)) };
      const code = body.invite_code;
      if (!code) throw new HttpError(400, inviteErrors.required);
      const updated = await unitOfWork(app.database, async (trx) => {
        const result = await redeemInvite(trx, code, at.seconds, app.holds);
        if ('problem' in result) throw new HttpError(400, result.problem);
        await recordInviteUse(trx, result.invite.id, user.row.id, at.stamp);
        return updateUser(trx, user.row.id, {
          ...names,
          access_level: result.invite.code_type,
          endorser: result.invite.generated_by_name,
          invited_by_user_id: result.invite.generated_by_user_id,
        });
      });
      return { user: profileOf(updated) };
    },

    /**
     * Signs in with a Google ID token: linked by Google's subject first, then by the verified
     * email; else a new, unverified account. Google's verified address proves it as a mailed link
     * would (DECISIONS §14a): what was made before the proof is void.
     */
    async google(credential: string) {
      if (!verifyGoogle) {
        throw new HttpError(
          503,
          msg('api.auth.googleNotConfigured', 'Google sign-in is not configured on this server.'),
        );
      }
      const google = await verifyGoogle(credential);
      const stamp = app.clock.now().toISOString();
      let row = await findUserByGoogleSub(app.db, google.sub);
      if (!row) {
        const byEmail = await findUserByEmail(app.db, google.email);
        if (byEmail && byEmail.google_sub && byEmail.google_sub !== google.sub) {
          throw new HttpError(
            409,
            msg('api.auth.googleOtherAccount', 'This email is linked to another Google account.'),
          );
        }
        row = byEmail
          ? await updateUser(app.db, byEmail.id, { google_sub: google.sub, updated_at: stamp })
          : await insertUser(app.db, {
              email: google.email,
              password_hash: null,
              first_name: google.givenName,
              last_name: google.familyName,
              phone: null,
              endorser: null,
              invited_by_user_id: null,
              google_sub: google.sub,
              email_confirmed_at: stamp,
              created_at: stamp,
              updated_at: stamp,
            }).catch((error: unknown) => {
              if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
              throw error;
            });
      }
      if (row.login_disabled)
        throw new HttpError(403, msg('api.auth.cannotSignIn', 'This account cannot sign in.'));
      if (row.email_confirmed_at === null && row.email === google.email) {
        const id = row.id;
        row = await unitOfWork(app.database, (trx) =>
          proveAddress(trx, id, { passwordHash: null, stamp }),
        );
        await app.loginGuard.clearEmail(row.email);
      }
      return session(row);
    },

    /** Asks the worker to mail a link that proves the address; admin rights wait for it. */
    async sendConfirmation(row: UserRow, db: Kysely<Database> = app.db) {
      await app.jobs.add(db, 'email_confirmation', { userId: row.id });
    },

    /** A new confirmation link for the caller's administrator address. */
    async resendConfirmation(row: UserRow) {
      if (!awaitsConfirmation(row)) throw new HttpError(409, NOTHING_TO_CONFIRM);
      await this.sendConfirmation(row);
      return { message: `A new confirmation link is on its way to ${row.email}.` };
    },

    /**
     * Proves an address with the link mailed to it: the password becomes the one sent and every
     * earlier session ends (DECISIONS §14a); answers a session for the one who proved it.
     */
    /** Whether a confirmation link still works; it stays unused (mail scanners open links). */
    async checkConfirmation(token: string) {
      const link = await findLiveLink(
        app.db,
        'email_confirmations',
        token,
        app.clock.now().toISOString(),
      );
      return link
        ? { valid: true, email: link.email }
        : { valid: false, error: CONFIRM_LINK_INVALID, code: 'api.auth.confirmInvalid' };
    },

    async confirmEmail(token: string, newPassword: string) {
      const user = await proveWithLink('email_confirmations', token, newPassword);
      if (!user) throw new HttpError(400, CONFIRM_LINK_INVALID);
      await app.loginGuard.clearEmail(user.email);
      return { message: EMAIL_CONFIRMED, ...(await session(user)) };
    },

    /** The same work for every address, known or not: one row for the worker, nothing looked up. */
    async requestReset(email: string) {
      await app.jobs.add(app.db, 'password_reset', { email });
      return { message: RESET_REQUESTED };
    },

    async validateReset(token: string) {
      const reset = await findLiveLink(
        app.db,
        'password_resets',
        token,
        app.clock.now().toISOString(),
      );
      return reset
        ? { valid: true, email: reset.email }
        : { valid: false, error: INVALID_RESET, code: 'api.auth.resetInvalid' };
    },

    /** Sets a new password with a reset link; the mailed link proves the address. */
    async resetPassword(token: string, newPassword: string) {
      const user = await proveWithLink('password_resets', token, newPassword);
      if (!user) throw new HttpError(400, INVALID_RESET);
      // Whoever was guessing this account's password, its owner may log in again at once.
      await app.loginGuard.clearEmail(user.email);
      return { message: 'Your password has been reset. You can log in with it now.' };
    },

    /** The language the member reads the app in: their mail is written in it from now on. */
    async chooseLanguage(row: UserRow, language: Language) {
      const updated = await updateUser(app.db, row.id, {
        language,
        updated_at: app.clock.now().toISOString(),
      });
      return profileOf(updated);
    },

    async updateProfile(row: UserRow, changes: z.output<typeof ProfileUpdateSchema>) {
      const updated = await updateUser(app.db, row.id, {
        ...changes,
        updated_at: app.clock.now().toISOString(),
      });
      return profileOf(updated);
    },

    /**
     * A new password: the current one is needed when the account has one. Every session ends,
     * the caller's too, which gets a new one.
     */
    async changePassword(row: UserRow, body: ChangePasswordRequest) {
      if (row.password_hash) {
        // 400, not 401: the session is fine, only the password typed is wrong.
        if (!body.current_password || !(await verify(row.password_hash, body.current_password))) {
          throw new HttpError(400, WRONG_CURRENT_PASSWORD);
        }
      }
      const updated = await setPassword(
        app.db,
        row.id,
        await hash(body.new_password),
        app.clock.now().toISOString(),
      );
      return { message: PASSWORD_CHANGED, ...(await session(updated)) };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
