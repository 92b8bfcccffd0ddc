import { HealthSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWritten } from '../../plugins/kept-answers.js';
import type { HealthService } from './health.service.js';

/** `GET /api/health`: the database answers and the stay tables exist (DECISIONS §9). */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    {
      // Far under COMPRESS_FROM: never compressed, so it goes without the compression's hooks.
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its stay tables are ready',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const { ok, body } = await health.status();
      // Written as it is, not through the serializer (its schema still holds in tests).
      return sendWritten(reply.status(ok ? 200 : 503), body);
    },
  );
};
