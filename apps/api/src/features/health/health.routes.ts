import { HealthSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HealthService } from './health.service.js';

/** `GET /api/health`: the database answers and the stay tables exist (DECISIONS §9). */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its stay tables are ready',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { ok, body } = await health.status();
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
