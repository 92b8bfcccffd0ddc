import { HealthSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stayTablesPresent } from './health.repository.js';

/** `GET /api/health`: the database answers and the stay tables exist (DECISIONS §9). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request, reply) => {
      try {
        const tables = await stayTablesPresent(app.database);
        if (tables.stay_plan && tables.stay_option) return { status: 'ok' as const, tables };
        return reply.status(503).send({
          status: 'error',
          tables,
          error: 'Database tables are missing. Please run database migration.',
        });
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({
          status: 'error',
          tables: { stay_plan: false, stay_option: false },
          error: 'The database does not answer.',
        });
      }
    },
  );
};
