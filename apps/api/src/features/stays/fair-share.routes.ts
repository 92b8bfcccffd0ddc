import {
  FairShareQuerySchema,
  FairShareTableSchema,
  HighSeasonSchema,
  OwnFairShareSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FairShareService } from './fair-share.service.js';
import { callerOf } from './context.js';

/** The fair share (DECISIONS §16): high season, each member's own line, the admins' table. */
export const fairShareRoutes: FastifyPluginAsyncZod<{ fairShare: FairShareService }> = async (
  app,
  { fairShare },
) => {
  app.get(
    '/fair-share',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary:
          "The caller's fair share this year: nights, high-season nights, declined, cancelled",
        response: { 200: OwnFairShareSchema },
      },
    },
    async (request) => fairShare.own(callerOf(request)),
  );

  app.get(
    '/admin/fair-share',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: "Every member's fair share in a year (this one without `year`)",
        querystring: FairShareQuerySchema,
        response: { 200: FairShareTableSchema },
      },
    },
    async (request) => fairShare.table(request.query.year),
  );

  app.get(
    '/admin/high-season',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: "The house's high-season periods",
        response: { 200: HighSeasonSchema },
      },
    },
    async () => fairShare.highSeason(),
  );

  app.put(
    '/admin/high-season',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: "Set the house's high-season periods (fixed dates, Midsummer week or ISO weeks)",
        body: HighSeasonSchema,
        response: { 200: HighSeasonSchema },
      },
    },
    async (request) => fairShare.setHighSeason(callerOf(request), request.body.periods),
  );
};
