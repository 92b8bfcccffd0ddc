import { OwnersChangeResponseSchema, OwnerSharesRequestSchema, OwnersSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/caller.js';
import type { OwnersService } from './owners.service.js';

/** The house's owners and their shares, on the admins' Members screen (DECISIONS §23). */
export const ownerRoutes: FastifyPluginAsyncZod<{ owners: OwnersService }> = async (
  app,
  { owners },
) => {
  app.get(
    '/admin/owners',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['money'],
        summary: "The owners' shares today, and every set of shares ever made",
        response: { 200: OwnersSchema },
      },
    },
    async () => owners.view(),
  );

  app.put(
    '/admin/owners',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['money'],
        summary: "Set the owners' shares from a day on: they sum to 100 %",
        body: OwnerSharesRequestSchema,
        response: { 200: OwnersChangeResponseSchema },
      },
    },
    async (request) => owners.set(callerOf(request), request.body),
  );
};
