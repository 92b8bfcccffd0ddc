import {
  AuthConfigSchema,
  AuthResponseSchema,
  GoogleSignInRequestSchema,
  LoginRequestSchema,
  RegisterRequestSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  SignInAnswerSchema,
  UserProfileSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth.service.js';

/** Login, registration, the profile, signup completion and Google sign-in. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginRequestSchema,
        response: { 200: SignInAnswerSchema },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
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
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
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
    async (request) => auth.profile(request.user!.row),
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
    async (request) => auth.signup(request.user!, request.body),
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

  app.post(
    '/auth/google',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: GoogleSignInRequestSchema,
        response: { 200: SignInAnswerSchema },
      },
    },
    async (request) => auth.google(request.body.credential),
  );
};
