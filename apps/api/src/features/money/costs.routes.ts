import {
  CostInputSchema,
  CostParamsSchema,
  CostResponseSchema,
  CostsQuerySchema,
  CostsSchema,
  MoneySettingsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/caller.js';
import type { CostsService } from './costs.service.js';

/** What the house pays, recorded and corrected by the admins (DECISIONS §23). */
export const costRoutes: FastifyPluginAsyncZod<{ costs: CostsService }> = async (
  app,
  { costs },
) => {
  app.get(
    '/admin/costs',
    {
      // The owners read them too: the service refuses any other member.
      config: { access: 'booking' },
      schema: {
        tags: ['money'],
        summary: "A year's costs (of one kind), each with its members' parts: admins and owners",
        querystring: CostsQuerySchema,
        response: { 200: CostsSchema },
      },
    },
    async (request) => costs.list(callerOf(request), request.query.year, request.query.kind),
  );

  app.get(
    '/admin/money-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['money'],
        summary: 'The price per kWh electricity is split by use at, and when a new part is mailed',
        response: { 200: MoneySettingsSchema },
      },
    },
    async () => costs.settings(),
  );

  app.put(
    '/admin/money-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['money'],
        summary: 'Set the price per kWh (or none) and the part over which a new cost is mailed',
        body: MoneySettingsSchema,
        response: { 200: MoneySettingsSchema },
      },
    },
    async (request) => costs.setSettings(callerOf(request), request.body),
  );

  app.post(
    '/admin/costs',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['money'],
        summary: 'Record a cost; it is split among members exactly in öre as it is recorded',
        body: CostInputSchema,
        response: { 201: CostResponseSchema },
      },
    },
    async (request, reply) => {
      const cost = await costs.record(callerOf(request), request.body);
      return reply.code(201).send({ cost });
    },
  );

  app.post(
    '/admin/costs/:id/correct',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['money'],
        summary: 'Cancel a cost by a correction that keeps both (never a deletion)',
        params: CostParamsSchema,
        response: { 201: CostResponseSchema },
      },
    },
    async (request, reply) => {
      const cost = await costs.correct(callerOf(request), request.params.id);
      return reply.code(201).send({ cost });
    },
  );
};
