import {
  ChoreInputSchema,
  ChoreParamsSchema,
  ChoreResponseSchema,
  ChoresSchema,
  OccurrenceParamsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/caller.js';
import type { ChoresService } from './chores.service.js';

/** Recurring chores (DECISIONS §24): made by the admins, done in turn by members who plan stays. */
export const choreRoutes: FastifyPluginAsyncZod<{ chores: ChoresService }> = async (
  app,
  { chores },
) => {
  app.get(
    '/chores',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['chores'],
        summary: 'The chores, each with its turns for the next 60 days',
        response: { 200: ChoresSchema },
      },
    },
    async (request) => ({ chores: await chores.list(callerOf(request)) }),
  );

  app.post(
    '/admin/chores',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['chores'],
        summary: 'Makes a chore: its rule from its first day, and who takes turns in order',
        body: ChoreInputSchema,
        response: { 201: ChoreResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ chore: await chores.create(callerOf(request), request.body) }),
  );

  app.post(
    '/admin/chores/:id/end',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['chores'],
        summary: 'Ends a chore: no more turns',
        params: ChoreParamsSchema,
        response: { 200: z.object({ ended: z.number() }) },
      },
    },
    async (request) => {
      await chores.end(callerOf(request), request.params.id);
      return { ended: request.params.id };
    },
  );

  app.post(
    '/chores/turns/:id/done',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['chores'],
        summary: 'Marks a turn done (its doer, or an admin)',
        params: OccurrenceParamsSchema,
        response: { 200: ChoreResponseSchema },
      },
    },
    async (request) => ({ chore: await chores.done(callerOf(request), request.params.id) }),
  );

  app.post(
    '/chores/turns/:id/pass',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['chores'],
        summary: 'Passes a turn on to the next who may take it (its doer)',
        params: OccurrenceParamsSchema,
        response: { 200: ChoreResponseSchema },
      },
    },
    async (request) => ({ chore: await chores.pass(callerOf(request), request.params.id) }),
  );
};
