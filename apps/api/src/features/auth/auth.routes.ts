import { hash, verify } from '@node-rs/argon2';
import {
  AuthConfigSchema,
  AuthResponseSchema,
  GoogleSignInRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  UserProfileSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../../db/errors.js';
import { HttpError } from '../../lib/http-error.js';
import { inviteErrors, redeemInvite } from '../invites/invites.repository.js';
import { presentProfile } from './auth.presenter.js';
import { FailureLimiter } from './failure-limiter.js';
import { googleVerifier } from './google.js';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  updateUser,
} from './users.repository.js';

/** Login failures allowed per email and per address within the window before 429. */
export const LOGIN_LIMITS = { perEmail: 5, perAddress: 20, windowMinutes: 15 };

const WRONG_LOGIN = 'Invalid email or password.';
const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';
// Verifying against a real hash keeps a login for an unknown email as slow as a wrong password.
const decoyHash = hash('decoy password that never matches');

/** Login, registration, the profile, signup completion and Google sign-in. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new FailureLimiter(LOGIN_LIMITS.windowMinutes * 60_000, () =>
    app.clock.now().getTime(),
  );
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
      const keys = [`email:${email}`, `ip:${request.ip}`];
      const wait = Math.max(
        limiter.retryAfter(keys[0]!, LOGIN_LIMITS.perEmail),
        limiter.retryAfter(keys[1]!, LOGIN_LIMITS.perAddress),
      );
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
        keys.forEach((key) => limiter.fail(key));
        throw new HttpError(401, WRONG_LOGIN);
      }
      limiter.clear(keys[0]!);
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
      const body = request.body;
      const isAdmin = app.isAdminEmail(body.email);
      if (!isAdmin && !body.invite_code) throw new HttpError(400, inviteErrors.required);
      const passwordHash = await hash(body.password);
      const stamp = app.clock.now().toISOString();

      const row = await app.db.transaction().execute(async (trx) => {
        let level = 'unverified';
        let endorser: string | null = null;
        let invitedBy: number | null = null;
        if (body.invite_code) {
          const result = await redeemInvite(trx, body.invite_code, app.clock.nowSeconds());
          if ('problem' in result) {
            // An admin may register with a bad code: it is simply not needed.
            if (!isAdmin) throw new HttpError(400, result.problem);
          } else {
            level = result.invite.code_type;
            endorser = result.invite.generated_by_name;
            invitedBy = result.invite.generated_by_user_id;
          }
        }
        try {
          return await insertUser(trx, {
            email: body.email,
            password_hash: passwordHash,
            first_name: body.first_name ?? '',
            last_name: body.last_name ?? '',
            phone: body.phone,
            access_level: level,
            endorser,
            invited_by_user_id: invitedBy,
            created_at: stamp,
            updated_at: stamp,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
          throw error;
        }
      });
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
        security: [{ bearer: [] }],
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => presentProfile(request.user!.row, request.user!.isAdmin),
  );

  app.post(
    '/auth/signup',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Complete an unverified account with names and an invite code',
        security: [{ bearer: [] }],
        body: SignupRequestSchema,
        response: { 200: SignupResponseSchema },
      },
    },
    async (request) => {
      const { row, isAdmin, flags } = request.user!;
      const body = request.body;
      const names = {
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone,
        updated_at: app.clock.now().toISOString(),
      };
      if (isAdmin || flags.is_verified) {
        return { user: presentProfile(await updateUser(app.db, row.id, names), isAdmin) };
      }
      if (!body.invite_code) throw new HttpError(400, inviteErrors.required);
      const code = body.invite_code;
      const updated = await app.db.transaction().execute(async (trx) => {
        const result = await redeemInvite(trx, code, app.clock.nowSeconds());
        if ('problem' in result) throw new HttpError(400, result.problem);
        return updateUser(trx, row.id, {
          ...names,
          access_level: result.invite.code_type,
          endorser: result.invite.generated_by_name,
          invited_by_user_id: result.invite.generated_by_user_id,
        });
      });
      return { user: presentProfile(updated, isAdmin) };
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
              created_at: stamp,
              updated_at: stamp,
            }).catch((error: unknown) => {
              if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
              throw error;
            });
      }
      if (row.login_disabled) throw new HttpError(403, 'This account cannot sign in.');
      return sessionFor(row);
    },
  );
};
