import { BookingCancelledSchema, BookingParamsSchema, UpcomingStaysSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../context.js';
import type { BookingsService } from './bookings.service.js';

/** What the house holds (DECISIONS §14, §17): cancelling a stay made from no option, who is at the house when. */
export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  app.post(
    '/bookings/:id/cancel',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary:
          "Cancel a stay of the caller's made from no option (a round's block) that has not begun",
        description:
          'The stay stays on record as cancelled, its dates go to the waitlist; the admins are mailed.',
        params: BookingParamsSchema,
        response: { 200: BookingCancelledSchema },
      },
    },
    async (request) => bookings.cancelBooking(callerOf(request), request.params.id),
  );

  app.get(
    '/stays/upcoming',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Who is at the house when: booked stays of the next six months the caller may see',
        response: { 200: UpcomingStaysSchema },
      },
    },
    async (request) => bookings.upcoming(callerOf(request)),
  );
};
