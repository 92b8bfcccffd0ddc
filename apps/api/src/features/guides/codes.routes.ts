import { AdminHouseCodesSchema, HouseCodesInputSchema, HouseCodesViewSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HouseCodesService } from './codes.service.js';

/**
 * The house codes (DECISIONS §20). Never stored by a browser or a service worker: every answer
 * says `no-store`, so a copy cannot outlive the window it was sent in.
 */
export const houseCodeRoutes: FastifyPluginAsyncZod<{ houseCodes: HouseCodesService }> = async (
  app,
  { houseCodes },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/house-codes',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['house'],
        summary: "The house codes, while the caller's stay lets them read them",
        description:
          'Admins always; a member from 00:00 the day before arrival until 12:00 on departure day (house time). Otherwise no codes, and the window of their next stay. Each sending is kept.',
        response: { 200: HouseCodesViewSchema },
      },
    },
    async (request) =>
      houseCodes.read({ id: request.user!.row.id, is_admin: request.user!.is_admin }),
  );

  app.get(
    '/admin/house-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['house'],
        summary: 'The house codes, and who saw them when',
        response: { 200: AdminHouseCodesSchema },
      },
    },
    async () => houseCodes.adminView(),
  );

  app.put(
    '/admin/house-codes',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['house'],
        summary: "Replace the house's codes; a changed code is mailed to those about to come",
        body: HouseCodesInputSchema,
        response: { 200: AdminHouseCodesSchema },
      },
    },
    async (request) => houseCodes.save(request.body),
  );
};
