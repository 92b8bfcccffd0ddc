import {
  DecisionsQuerySchema,
  DecisionsSchema,
  OptionHistorySchema,
  OptionParamsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HistoryService } from './history.service.js';
import { callerOf } from './context.js';

/** The history of stay options (DECISIONS §16): per option, and every change as a list. */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  app.get(
    '/stay-options/:id/history',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: "An option's status changes, oldest first: for admins and the option's owner",
        params: OptionParamsSchema,
        response: { 200: OptionHistorySchema },
      },
    },
    async (request) => history.optionHistory(callerOf(request), request.params.id),
  );

  app.get(
    '/admin/decisions',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'Every status change of every option, newest first, by member and year, paged',
        querystring: DecisionsQuerySchema,
        response: { 200: DecisionsSchema },
      },
    },
    async (request) => history.decisions(request.query),
  );
};
