import {
  LongestStaySchema,
  MessageResponseSchema,
  OptionParamsSchema,
  PlanningHorizonSchema,
  PlanParamsSchema,
  StayPlanInputSchema,
  StayPlanResponseSchema,
  StayPlansResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendKept } from '../../../plugins/kept-answers.js';
import { callerOf } from '../context.js';
import type { PlanningService } from './planning.service.js';

/**
 * Planning's calls (SPEC §7, DECISIONS §9): a member's stay plans (list, create, update, remove),
 * cancelling a booked stay of a plan, and the admins' planning settings (the longest stay, the planning horizon).
 */
// eslint-disable-next-line max-lines-per-function -- one area's routes, declared one after another: each declaration is short and stands alone
export const planningRoutes: FastifyPluginAsyncZod<{ planning: PlanningService }> = async (
  app,
  { planning },
) => {
  app.get(
    '/stay-plans',
    {
      // sendKept compresses its answer once for as long as it is kept (decision 0060).
      compress: false,
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: "The caller's plans, and the stays of others they may see",
        response: { 200: StayPlansResponseSchema },
      },
    },
    // Kept per viewer for the day and the data version (decision 0050).
    async (request, reply) => {
      const caller = callerOf(request);
      return sendKept(
        reply,
        `stay-plans ${caller.id} ${caller.is_admin} ${app.clock.today()}`,
        () => planning.plansView(caller),
      );
    },
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
      reply.status(201).send(await planning.savePlan(callerOf(request), undefined, request.body)),
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
    async (request) => planning.savePlan(callerOf(request), request.params.id, request.body),
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
    async (request) => planning.removePlan(callerOf(request), request.params.id),
  );

  app.get(
    '/admin/longest-stay',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'The longest stay in nights',
        response: { 200: LongestStaySchema },
      },
    },
    async () => planning.longestStay(),
  );

  app.put(
    '/admin/longest-stay',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Set the longest stay (1 to 90 nights); plans saved after it follow it',
        body: LongestStaySchema,
        response: { 200: LongestStaySchema },
      },
    },
    async (request) => planning.setLongestStay(callerOf(request), request.body.max_stay_nights),
  );

  app.get(
    '/admin/planning-horizon',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: "The planning horizon: members do not see others' stays after it",
        response: { 200: PlanningHorizonSchema },
      },
    },
    async () => planning.horizon(),
  );

  app.put(
    '/admin/planning-horizon',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Set the planning horizon (YYYY-MM-DD, today or later), or clear it with null',
        body: PlanningHorizonSchema,
        response: { 200: PlanningHorizonSchema },
      },
    },
    async (request) => planning.setHorizon(callerOf(request), request.body.horizon_date),
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
    async (request) => planning.cancelStay(callerOf(request), request.params.id),
  );
};
