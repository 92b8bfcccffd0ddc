import { serverEn } from '@stuga/shared/i18n/server.en';
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
            error: serverEn['api.health.tablesMissing'],
            code: 'api.health.tablesMissing',
          },
        };
      } catch (error) {
        app.log.error({ err: error }, 'health check failed');
        return {
          ok: false,
          body: {
            status: 'error' as const,
            tables: { stay_plan: false, stay_option: false },
            error: serverEn['api.health.noDatabase'],
            code: 'api.health.noDatabase',
          },
        };
      }
    },
  };
}

export type HealthService = ReturnType<typeof healthService>;
