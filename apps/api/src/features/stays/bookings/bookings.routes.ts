import {
  BookingCancelledSchema,
  BookingParamsSchema,
  OptionParamsSchema,
  RejectRequestSchema,
  StayPlanResponseSchema,
  UpcomingStaysSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../context.js';
import type { BookingsService } from './bookings.service.js';

/** What the house holds (DECISIONS §14, §17): cancelling a stay, who is at the house when. */
export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (
  app,
  { bookings },
) => {
  app.post(
    '/stay-options/:id/cancel',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['stays'],
        summary: 'Cancel an approved stay of the caller that has not begun; its dates are free',
        description:
          'The stay stays on record as cancelled; the admins are mailed. Answers the plan.',
        params: OptionParamsSchema,
        response: { 200: StayPlanResponseSchema },
      },
    },
    async (request) => bookings.cancel(callerOf(request), request.params.id),
  );

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

  app.post(
    '/admin/bookings/:id/end',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['stays'],
        summary: 'End a stay the house holds, whatever made it, with a reason',
        description:
          'A plan, a round, the waitlist, a swap or a gift: the stay ends as declined with its history, its owner is mailed, its days go to the waitlist.',
        params: BookingParamsSchema,
        body: RejectRequestSchema,
        response: { 200: BookingCancelledSchema },
      },
    },
    async (request) => bookings.end(callerOf(request), request.params.id, request.body.reason),
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
