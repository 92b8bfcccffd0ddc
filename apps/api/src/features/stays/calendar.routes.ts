import { CalendarFeedParamsSchema, CalendarFeedSchema, OptionParamsSchema } from '@stuga/shared';
import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.js';
import { NO_FEED, type CalendarService } from './calendar.service.js';
import { callerOf } from './context.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** The house in everyone's calendar (DECISIONS §16): feed addresses, feeds, one stay's file. */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.get(
    '/calendar-feed',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: "The caller's secret calendar feed address, made on first asking",
        response: { 200: CalendarFeedSchema },
      },
    },
    async (request) => calendar.address(request.user!),
  );

  app.post(
    '/calendar-feed',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'A new calendar feed address; the old one stops working at once',
        response: { 200: CalendarFeedSchema },
      },
    },
    async (request) => calendar.newAddress(request.user!),
  );

  // Calendar apps ask for a feed every few minutes to hours, for ever: the feed carries an ETag
  // (a hash of its text), and an app that sends it back gets 304 and no body while nothing it
  // shows has changed. Only here: the other calls are not polled.
  await app.register(async (feeds) => {
    await feeds.register(etag);
    feeds.withTypeProvider<ZodTypeProvider>().get(
      '/calendar/:feed',
      {
        config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags: ['stays'],
          summary: 'A calendar feed (iCalendar): the booked stays its member may see',
          description:
            'The address itself is the key: it opens this feed only, never a session. ' +
            'Answered with an ETag; sent back in If-None-Match, an unchanged feed is 304.',
          params: CalendarFeedParamsSchema,
        },
      },
      async (request, reply) => {
        const token = request.params.feed.replace(/\.ics$/, '');
        if (token === request.params.feed) throw new HttpError(404, NO_FEED);
        const body = await calendar.feed(token);
        return reply
          .type(CALENDAR_TYPE)
          .header('Cache-Control', 'private, no-cache')
          .header('Content-Disposition', 'inline; filename="stuga.ics"')
          .send(body);
      },
    );
  });

  app.get(
    '/stay-options/:id/calendar',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'One approved stay of the caller as a calendar file ("Add to calendar")',
        params: OptionParamsSchema,
      },
    },
    async (request, reply) => {
      const body = await calendar.stayFile(callerOf(request), request.params.id);
      return reply
        .type(CALENDAR_TYPE)
        .header('Content-Disposition', `attachment; filename="stuga-stay-${request.params.id}.ics"`)
        .send(body);
    },
  );
};
