import {
  SignUpSchema,
  WorkDayInputSchema,
  WorkDayParamsSchema,
  WorkDayResponseSchema,
  WorkDaysSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/caller.js';
import type { WorkDaysService } from './work-days.service.js';

/** Work days (DECISIONS §24): proposed by the admins, signed up for by members who plan stays. */
export const workDayRoutes: FastifyPluginAsyncZod<{ workDays: WorkDaysService }> = async (
  app,
  { workDays },
) => {
  app.get(
    '/work-days',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['work days'],
        summary: "The work days to come, and the caller's work days this year",
        response: { 200: WorkDaysSchema },
      },
    },
    async (request) => workDays.list(callerOf(request)),
  );

  app.post(
    '/admin/work-days',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['work days'],
        summary: 'Proposes a work day, today or later, with its tasks',
        body: WorkDayInputSchema,
        response: { 201: WorkDayResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ work_day: await workDays.propose(callerOf(request), request.body) }),
  );

  app.post(
    '/admin/work-days/:id/cancel',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['work days'],
        summary: 'Calls a work day off; its people are told',
        params: WorkDayParamsSchema,
        response: { 200: WorkDayResponseSchema },
      },
    },
    async (request) => ({
      work_day: await workDays.cancel(callerOf(request), request.params.id),
    }),
  );

  app.put(
    '/work-days/:id/signup',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['work days'],
        summary: 'Signs the caller up for a task of the day (or moves them to it)',
        params: WorkDayParamsSchema,
        body: SignUpSchema,
        response: { 200: WorkDayResponseSchema },
      },
    },
    async (request) => ({
      work_day: await workDays.signUp(callerOf(request), request.params.id, request.body.task_id),
    }),
  );

  app.delete(
    '/work-days/:id/signup',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['work days'],
        summary: 'The caller leaves the day',
        params: WorkDayParamsSchema,
        response: { 200: WorkDayResponseSchema },
      },
    },
    async (request) => ({
      work_day: await workDays.leave(callerOf(request), request.params.id),
    }),
  );
};
