import {
  AssigneeInputSchema,
  SeasonListInputSchema,
  SeasonListParamsSchema,
  SeasonRunInputSchema,
  SeasonRunResponseSchema,
  SeasonsSchema,
  SeasonTaskParamsSchema,
  SeasonTickInputSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/caller.js';
import type { SeasonsService } from './seasons.service.js';

const tags = ['seasons'];

/** Spring opening and winter closing (DECISIONS §24): the lists, their yearly runs, the ticks. */
export const seasonRoutes: FastifyPluginAsyncZod<{ seasons: SeasonsService }> = async (
  app,
  { seasons },
) => {
  const one = { 200: SeasonRunResponseSchema };

  app.get(
    '/seasons',
    {
      config: { access: 'booking' },
      schema: {
        tags,
        summary: 'The opening and closing lists, and every year’s runs',
        response: { 200: SeasonsSchema },
      },
    },
    async (request) => seasons.list(callerOf(request)),
  );

  app.put(
    '/admin/seasons/:list',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'The opening or closing list, as the admins leave it',
        params: SeasonListParamsSchema,
        body: SeasonListInputSchema,
        response: { 200: SeasonsSchema },
      },
    },
    async (request) => seasons.saveList(callerOf(request), request.params.list, request.body),
  );

  app.post(
    '/admin/seasons/:list/run',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Starts this year’s run of a list, once, with who does which task',
        params: SeasonListParamsSchema,
        body: SeasonRunInputSchema,
        response: { 201: SeasonRunResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        run: await seasons.start(callerOf(request), request.params.list, request.body),
      }),
  );

  app.put(
    '/admin/season-runs/:id/tasks/:item/assignee',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Gives a task of this year’s run to a member, or to anyone',
        params: SeasonTaskParamsSchema,
        body: AssigneeInputSchema,
        response: one,
      },
    },
    async (request) => ({
      run: await seasons.assign(
        callerOf(request),
        request.params.id,
        request.params.item,
        request.body.user_id,
      ),
    }),
  );

  app.put(
    '/season-runs/:id/tasks/:item',
    {
      config: { access: 'booking' },
      schema: {
        tags,
        summary: 'Ticks or unticks a task of this year’s run',
        params: SeasonTaskParamsSchema,
        body: SeasonTickInputSchema,
        response: one,
      },
    },
    async (request) => ({
      run: await seasons.tick(
        callerOf(request),
        request.params.id,
        request.params.item,
        request.body,
      ),
    }),
  );
};
