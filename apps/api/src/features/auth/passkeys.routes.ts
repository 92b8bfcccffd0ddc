import {
  PasskeyListSchema,
  PasskeyParamsSchema,
  PasskeyRegistrationSchema,
  PasskeySchema,
  PasskeySignInSchema,
  SignInAnswerSchema,
  WebAuthnOptionsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PasskeysService } from './passkeys.js';

const tags = ['auth'];
const user = { access: 'user' } as const;
/** Sign-in steps anyone may try: limited per address besides the login limits. */
const signInStep = { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

/** Passkeys (DECISIONS §26): on the profile, and as a way to sign in. */
export const passkeyRoutes: FastifyPluginAsyncZod<{ passkeys: PasskeysService }> = async (
  app,
  { passkeys },
) => {
  app.get(
    '/profile/passkeys',
    {
      config: user,
      schema: { tags, summary: "The caller's passkeys", response: { 200: PasskeyListSchema } },
    },
    async (request) => passkeys.list(request.user!.row),
  );
  app.post(
    '/profile/passkeys/options',
    {
      config: user,
      schema: {
        tags,
        summary: 'Options for the browser to make a passkey',
        response: { 200: WebAuthnOptionsSchema },
      },
    },
    async (request) => passkeys.registrationOptions(request.user!.row),
  );
  app.post(
    '/profile/passkeys',
    {
      config: user,
      schema: {
        tags,
        summary: 'Adds the passkey the browser made, named',
        body: PasskeyRegistrationSchema,
        response: { 201: PasskeySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await passkeys.register(request.user!.row, request.body)),
  );
  app.delete(
    '/profile/passkeys/:id',
    {
      config: user,
      schema: {
        tags,
        summary: 'Removes a passkey of the caller',
        params: PasskeyParamsSchema,
        response: { 200: z.object({ removed: z.boolean() }) },
      },
    },
    async (request) => passkeys.remove(request.user!.row, request.params.id),
  );
  app.post(
    '/auth/passkey/options',
    {
      config: signInStep,
      schema: {
        tags,
        summary: 'Options for a sign-in with a passkey',
        response: { 200: WebAuthnOptionsSchema },
      },
    },
    async () => passkeys.signInOptions(),
  );
  app.post(
    '/auth/passkey',
    {
      config: signInStep,
      schema: {
        tags,
        summary: "Signs in with a passkey's signed answer",
        body: PasskeySignInSchema,
        response: { 200: SignInAnswerSchema },
      },
    },
    async (request) => passkeys.signIn(request.body, request.ip),
  );
};
