import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  LanguageChoiceSchema,
  ProfileUpdateSchema,
  UserProfileSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.js';

/** A member's own profile: names and phone, and a new password. */
export const profileRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
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
    async (request) => auth.updateProfile(request.user!.row, request.body),
  );

  app.put(
    '/profile/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Choose the language the caller reads the app and their mail in',
        body: LanguageChoiceSchema,
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => auth.chooseLanguage(request.user!.row, request.body.language),
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
    async (request) => auth.changePassword(request.user!.row, request.body),
  );
};
