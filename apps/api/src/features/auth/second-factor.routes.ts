import {
  RecoveryCodesSchema,
  SecondFactorCodeRequestSchema,
  SecondFactorRuleSchema,
  SecondFactorSetupSchema,
  SecondFactorSignInSchema,
  SecondFactorStatusSchema,
  SessionAnswerSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SecondFactorService } from './second-factor.js';

const tags = ['auth'];
const user = { access: 'user' } as const;

/** The one-time code (DECISIONS §26): on the profile, as a sign-in's second step, and the rule. */
export const secondFactorRoutes: FastifyPluginAsyncZod<{
  secondFactor: SecondFactorService;
}> = async (app, { secondFactor }) => {
  /** A sign-in step anyone may try: limited per address besides the login limits. */
  const signInStep = { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
  app.get(
    '/profile/second-factor',
    {
      config: user,
      schema: {
        tags,
        summary: "Whether the caller's one-time code is on, and whether the house requires it",
        response: { 200: SecondFactorStatusSchema },
      },
    },
    async (request) => secondFactor.status(request.user!.row),
  );
  app.post(
    '/profile/second-factor/setup',
    {
      config: user,
      schema: {
        tags,
        summary: 'A new secret for an authenticator app, with its QR code',
        response: { 200: SecondFactorSetupSchema },
      },
    },
    async (request) => secondFactor.setup(request.user!.row),
  );
  app.post(
    '/profile/second-factor/confirm',
    {
      config: user,
      schema: {
        tags,
        summary: 'Turns the one-time code on with a first code; answers the recovery codes',
        body: SecondFactorCodeRequestSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => secondFactor.confirm(request.user!.row, request.body.code),
  );
  app.post(
    '/profile/second-factor/off',
    {
      config: user,
      schema: {
        tags,
        summary: 'Turns the one-time code off, with a code',
        body: SecondFactorCodeRequestSchema,
        response: { 200: z.object({ enabled: z.boolean() }) },
      },
    },
    async (request) => secondFactor.turnOff(request.user!.row, request.body.code),
  );
  app.post(
    '/auth/second-factor',
    {
      config: signInStep,
      schema: {
        tags,
        summary: "A sign-in's second step: the ticket and a one-time or recovery code",
        body: SecondFactorSignInSchema,
        response: { 200: SessionAnswerSchema },
      },
    },
    async (request) => secondFactor.finish(request.body.ticket, request.body.code, request.ip),
  );

  app.get(
    '/admin/second-factor-rule',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Whether every admin must use a one-time code',
        response: { 200: SecondFactorRuleSchema },
      },
    },
    async () => secondFactor.rule(),
  );
  app.put(
    '/admin/second-factor-rule',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Requires a one-time code of every admin, or not',
        body: SecondFactorRuleSchema,
        response: { 200: SecondFactorRuleSchema },
      },
    },
    async (request) => secondFactor.setRule(request.user!.row, request.body.required),
  );
};
