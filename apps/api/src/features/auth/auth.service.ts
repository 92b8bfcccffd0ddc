import { hash, verify } from '@node-rs/argon2';
import {
  type AccessHolder,
  type ChangePasswordRequest,
  type Language,
  type ProfileUpdateSchema,
  type RegisterRequestSchema,
  type SignupRequestSchema,
  said,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, UserRow } from '../../db/schema.js';
import {
  findUserByEmail,
  findUserById,
  setPassword,
  updateUser,
} from '../../db/users.repository.js';
import { clientAddress } from '../../lib/client-address.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { WRONG_CURRENT_PASSWORD, WRONG_LOGIN, PASSWORD_CHANGED } from './auth.messages.js';
import { googleSignIn } from './google-sign-in.js';
import {
  checkConfirmation,
  confirmEmail,
  defineLinkJobs,
  requestReset,
  resendConfirmation,
  resetPassword,
  sendConfirmation,
  validateReset,
} from './mailed-links.js';
import { register, signup } from './register.js';
import { awaitsConfirmation, profileOf, sessionFor, signIn } from './sessions.js';
import { googleVerifier } from './google.js';

// Verifying against a real hash keeps a login for an unknown email as slow as a wrong password.
const decoyHash = hash('decoy password that never matches');

/**
 * Accounts and sessions (DECISIONS §2, §3, §14a): logging in, registering with an invite,
 * completing signup, Google sign-in, proving an address, resetting and changing a password, and
 * the profile. A proof voids every credential made before it; login limits slow guessing.
 */
export function authService(app: FastifyInstance) {
  const clientId = app.config.googleClientId;
  const verifyGoogle = clientId
    ? googleVerifier(app.config.googleJwksUrl, clientId, () => app.clock.now())
    : undefined;
  const session = (row: UserRow) => sessionFor(app, row);
  defineLinkJobs(app);

  return {
    profileOf: (row: UserRow) => profileOf(app, row),
    awaitsConfirmation: (row: UserRow) => awaitsConfirmation(app, row),

    /** The signed-in account read fresh, naming who invited it as they are called now. */
    async profile(row: UserRow) {
      const inviter = row.invited_by_user_id
        ? await findUserById(app.db, row.invited_by_user_id)
        : undefined;
      const name = inviter ? `${inviter.first_name} ${inviter.last_name}`.trim() : '';
      return { ...profileOf(app, row), endorser: name || row.endorser };
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
      return { message: 'Login successful', ...(await signIn(app, user)) };
    },

    /** Creates an account with an invite, or an admin's: `register.ts`. */
    register: (body: z.output<typeof RegisterRequestSchema>) => register(app, body),

    /** Completes an account's signup: `register.ts`. */
    signup: (user: { row: UserRow } & AccessHolder, body: z.output<typeof SignupRequestSchema>) =>
      signup(app, user, body),

    /** Signs in with a Google ID token: `google-sign-in.ts`. */
    google: (credential: string) => googleSignIn(app, verifyGoogle, credential),

    /** Mailed links that prove an address (a confirmation, a reset): `mailed-links.ts`. */
    sendConfirmation: (row: UserRow, db?: Kysely<Database>) => sendConfirmation(app, row, db),
    resendConfirmation: (row: UserRow) => resendConfirmation(app, row),
    checkConfirmation: (token: string) => checkConfirmation(app, token),
    confirmEmail: (token: string, newPassword: string) => confirmEmail(app, token, newPassword),
    requestReset: (email: string) => requestReset(app, email),
    validateReset: (token: string) => validateReset(app, token),
    resetPassword: (token: string, newPassword: string) => resetPassword(app, token, newPassword),

    /** The language the member reads the app in: their mail is written in it from now on. */
    async chooseLanguage(row: UserRow, language: Language) {
      const updated = await unitOfWork(app.database, (db) =>
        updateUser(db, row.id, { language, updated_at: app.clock.now().toISOString() }),
      );
      return profileOf(app, updated);
    },

    async updateProfile(row: UserRow, changes: z.output<typeof ProfileUpdateSchema>) {
      const updated = await unitOfWork(app.database, (db) =>
        updateUser(db, row.id, { ...changes, updated_at: app.clock.now().toISOString() }),
      );
      return profileOf(app, updated);
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
      const passwordHash = await hash(body.new_password);
      const updated = await unitOfWork(app.database, (db) =>
        setPassword(db, row.id, passwordHash, app.clock.now().toISOString()),
      );
      return { message: PASSWORD_CHANGED, ...(await session(updated)) };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
