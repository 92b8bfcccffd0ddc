import type { FastifyInstance } from 'fastify';
import { stayTablesPresent } from './health.repository.js';

/** Whether the database answers and the stay tables exist (DECISIONS §9). */
export function healthService(app: FastifyInstance) {
  return {
    async status() {
      try {
        const tables = await stayTablesPresent(app.database);
        if (tables.stay_plan && tables.stay_option)
          return { ok: true, body: { status: 'ok' as const, tables } };
        return {
          ok: false,
          body: {
            status: 'error' as const,
            tables,
            error: 'Database tables are missing. Please run database migration.',
          },
        };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return {
          ok: false,
          body: {
            status: 'error' as const,
            tables: { stay_plan: false, stay_option: false },
            error: 'The database does not answer.',
          },
        };
      }
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
