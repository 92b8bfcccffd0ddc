import { ClockSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /api/clock`: the one clock (DECISIONS §1), so the browser never uses its own for "today". */
export const clockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clock',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The time the app runs on, today in the house, and its time zone',
        response: { 200: ClockSchema },
      },
    },
    async () => ({
      now: app.clock.now().toISOString(),
      today: app.clock.today(),
      time_zone: app.config.timeZone,
    }),
  );
};
