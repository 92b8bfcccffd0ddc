import {
  displayName,
  MessageResponseSchema,
  OptionParamsSchema,
  PlanParamsSchema,
  StayPlanInputSchema,
  StayPlanResponseSchema,
  StayPlansResponseSchema,
  UpcomingStaysSchema,
} from '@stuga/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Caller, StaysService } from './stays.service.js';

/** Who is calling, as the stay use cases need to know. */
export const callerOf = (request: FastifyRequest): Caller => ({
  id: request.user!.row.id,
  is_admin: request.user!.is_admin,
  name: displayName(request.user!.row),
  session: request.user!,
});

/** A member's stay plans: list, create, update, remove (SPEC §7, DECISIONS §9). */
export const stayRoutes: FastifyPluginAsyncZod<{ stays: StaysService }> = async (
  app,
  { stays },
) => {
  app.get(
    '/stay-plans',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: "The caller's plans, and the stays of others they may see",
        response: { 200: StayPlansResponseSchema },
      },
    },
    async (request) => stays.plansView(callerOf(request)),
  );

  app.post(
    '/stay-plans',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Create a plan with its options (options sent as pending are submitted)',
        description: 'Answers the plan as saved, as the booking page shows it.',
        body: StayPlanInputSchema,
        response: { 201: StayPlanResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stays.savePlan(callerOf(request), undefined, request.body)),
  );

  app.put(
    '/stay-plans/:id',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Update a plan of the caller (its options are replaced by those sent)',
        description: 'Answers the plan as saved, as the booking page shows it.',
        params: PlanParamsSchema,
        body: StayPlanInputSchema,
        response: { 200: StayPlanResponseSchema },
      },
    },
    async (request) => stays.savePlan(callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/stay-plans/:id',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Remove a plan of the caller (not one holding an approved stay)',
        params: PlanParamsSchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => stays.removePlan(callerOf(request), request.params.id),
  );

  app.post(
    '/stay-options/:id/cancel',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Cancel an approved stay of the caller that has not begun; its dates are free',
        description:
          'The stay stays on record as cancelled; the admins are mailed. Answers the plan.',
        params: OptionParamsSchema,
        response: { 200: StayPlanResponseSchema },
      },
    },
    async (request) => stays.cancel(callerOf(request), request.params.id),
  );

  app.get(
    '/stays/upcoming',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Who is at the house when: booked stays of the next six months the caller may see',
        response: { 200: UpcomingStaysSchema },
      },
    },
    async (request) => stays.upcoming(callerOf(request)),
  );
};
