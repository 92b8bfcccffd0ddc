import { hash, verify } from '@node-rs/argon2';
import {
  AuthConfigSchema,
  AuthResponseSchema,
  GoogleSignInRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  needsSignup,
  RegisterRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  UserProfileSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/errors.js';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  proveAddress,
  updateUser,
} from '../../db/users.repository.js';
import { clientAddress } from '../../lib/client-address.js';
import { HttpError } from '../../lib/http-error.js';
import { completeSignup, EMAIL_TAKEN, registerAccount } from './accounts.js';
import { presentProfile } from './auth.presenter.js';
import { awaitsConfirmation, sendConfirmationLink } from './email-confirmation.routes.js';
import { googleVerifier } from './google.js';

const WRONG_LOGIN = 'Invalid email or password.';
// Verifying against a real hash keeps a login for an unknown email as slow as a wrong password.
const decoyHash = hash('decoy password that never matches');

/** Login, registration, the profile, signup completion and Google sign-in. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const moment = () => ({ stamp: app.clock.now().toISOString(), seconds: app.clock.nowSeconds() });
  const sessionFor = async (row: Parameters<typeof presentProfile>[0]) => ({
    jwt: await app.tokens.issue(row),
    user: presentProfile(row, app.isAdminEmail(row.email)),
  });

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const address = clientAddress(request.ip);
      const wait = await app.loginGuard.retryAfter(email, address);
      if (wait > 0) {
        throw new HttpError(
          429,
          `Too many failed logins. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.`,
        );
      }
      const user = await findUserByEmail(app.db, email);
      const valid =
        user?.password_hash && !user.login_disabled
          ? await verify(user.password_hash, password)
          : (await verify(await decoyHash, password), false);
      if (!user || !valid) {
        await app.loginGuard.fail(email, address);
        throw new HttpError(401, WRONG_LOGIN);
      }
      await app.loginGuard.succeed(email, address);
      return { message: 'Login successful', ...(await sessionFor(user)) };
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create an account with an invite code (admin emails need none)',
        body: RegisterRequestSchema,
        response: { 201: AuthResponseSchema },
      },
    },
    async (request, reply) => {
      const { password, ...body } = request.body;
      const row = await registerAccount(
        app.db,
        { ...body, password_hash: await hash(password) },
        app.isAdminEmail(body.email),
        moment(),
      );
      // An administrator's address gets its rights once its owner opens the mailed link.
      if (awaitsConfirmation(app, row)) await sendConfirmationLink(app, row);
      return reply.status(201).send(await sessionFor(row));
    },
  );

  app.get(
    '/profile_data',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account, read fresh',
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => presentProfile(request.user!.row, app.isAdminEmail(request.user!.row.email)),
  );

  app.post(
    '/auth/signup',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Complete an unverified account with names and an invite code',
        body: SignupRequestSchema,
        response: { 200: SignupResponseSchema },
      },
    },
    async (request) => {
      const user = request.user!;
      const updated = await completeSignup(
        app.db,
        { id: user.row.id, needsInvite: needsSignup(user) },
        request.body,
        moment(),
      );
      return { user: presentProfile(updated, app.isAdminEmail(updated.email)) };
    },
  );

  app.get(
    '/auth/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods the server offers',
        response: { 200: AuthConfigSchema },
      },
    },
    async () => ({ google_client_id: app.config.googleClientId ?? null }),
  );

  const clientId = app.config.googleClientId;
  const verifyGoogle = clientId
    ? googleVerifier(app.config.googleJwksUrl, clientId, () => app.clock.now())
    : undefined;

  app.post(
    '/auth/google',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: GoogleSignInRequestSchema,
        response: { 200: AuthResponseSchema },
      },
    },
    async (request) => {
      if (!verifyGoogle)
        throw new HttpError(503, 'Google sign-in is not configured on this server.');
      const google = await verifyGoogle(request.body.credential);
      const stamp = app.clock.now().toISOString();
      // Linked by Google's subject first, then by the verified email; else a new, unverified account.
      let row = await findUserByGoogleSub(app.db, google.sub);
      if (!row) {
        const byEmail = await findUserByEmail(app.db, google.email);
        if (byEmail && byEmail.google_sub && byEmail.google_sub !== google.sub) {
          throw new HttpError(409, 'This email is linked to another Google account.');
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
      if (row.login_disabled) throw new HttpError(403, 'This account cannot sign in.');
      // Google has verified the address, which proves it as a mailed link would (DECISIONS
      // §14a): whatever was made before the proof (a password someone else chose, their
      // sessions) is void, and the one signing in now is the account's only holder.
      if (row.email_confirmed_at === null && row.email === google.email) {
        row = await proveAddress(app.db, row.id, { passwordHash: null, stamp });
        await app.loginGuard.clearEmail(row.email);
      }
      return sessionFor(row);
    },
  );
};
