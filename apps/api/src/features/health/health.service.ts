import { serverEn } from '@stuga/shared/i18n/server.en';
import type { FastifyInstance } from 'fastify';
import { ReadInTurn } from '../../plugins/kept-answers.js';
import { stayTablesPresent } from './health.repository.js';

/** Whether the database answers and the stay tables exist (DECISIONS §9). */
export function healthService(app: FastifyInstance) {
  // Checked once for the calls that arrive together, as the data version is (decision 0058).
  const present = new ReadInTurn(app.database, () => stayTablesPresent(app.database));
  return {
    async status() {
      try {
        const tables = await present.get();
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
