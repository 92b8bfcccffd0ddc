import { hash, verify } from '@node-rs/argon2';
import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  ProfileUpdateSchema,
  UserProfileSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setPassword, updateUser } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { presentProfile } from './auth.presenter.js';

export const PASSWORD_CHANGED =
  'Your password has been changed. Every other session has been signed out.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';

/** A member's own profile: names and phone, and a new password. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Change the caller's names and phone",
        body: ProfileUpdateSchema,
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => {
      const row = await updateUser(app.db, request.user!.row.id, {
        ...request.body,
        updated_at: app.clock.now().toISOString(),
      });
      return presentProfile(row, app.isAdminEmail(row.email));
    },
  );

  app.post(
    '/profile/password',
    {
      config: { access: 'user', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session ends',
        description:
          'Needs the current password when the account has one. Answers a new token for the ' +
          'caller, since the one it called with has ended with the others.',
        body: ChangePasswordRequestSchema,
        response: { 200: ChangePasswordResponseSchema },
      },
    },
    async (request) => {
      const row = request.user!.row;
      const { current_password: current, new_password: next } = request.body;
      if (row.password_hash) {
        // 400, not 401: the session is fine, only the password typed is wrong.
        if (!current || !(await verify(row.password_hash, current))) {
          throw new HttpError(400, WRONG_CURRENT_PASSWORD);
        }
      }
      // Every session ends, this one included; the caller gets a new token.
      const updated = await setPassword(
        app.db,
        row.id,
        await hash(next),
        app.clock.now().toISOString(),
      );
      return {
        message: PASSWORD_CHANGED,
        jwt: await app.tokens.issue(updated),
        user: presentProfile(updated, app.isAdminEmail(updated.email)),
      };
    },
  );
};
