import {
  BookingParamsSchema,
  GuestPassGivenSchema,
  GuestPassInputSchema,
  GuestPassListSchema,
  GuestPassParamsSchema,
  GuestViewSchema,
  HouseNoteInputSchema,
  RunItemSchema,
  TickInputSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/caller.js';
import type { GuestPassesService } from './guest-passes.js';

const tags = ['house'];
const booking = { access: 'booking' } as const;
/** Opened by a guest pass only (the `x-guest-pass` header), never by an account. */
const guest = { access: 'guest' } as const;
const TickParams = z.object({
  list: z.enum(['arrival', 'departure']),
  item: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Guest passes (DECISIONS §26): given and taken back on a booking, and what a pass opens. */
export const guestPassRoutes: FastifyPluginAsyncZod<{ guestPasses: GuestPassesService }> = async (
  app,
  { guestPasses },
) => {
  app.get(
    '/bookings/:id/guest-passes',
    {
      config: booking,
      schema: {
        tags,
        summary: "A stay's guest passes, with their uses",
        params: BookingParamsSchema,
        response: { 200: GuestPassListSchema },
      },
    },
    async (request) => guestPasses.list(callerOf(request), request.params.id),
  );
  app.post(
    '/bookings/:id/guest-passes',
    {
      config: booking,
      schema: {
        tags,
        summary:
          'Gives a guest pass for a stay: its link and QR code, mailed when an address is given',
        params: BookingParamsSchema,
        body: GuestPassInputSchema,
        response: { 201: GuestPassGivenSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await guestPasses.give(callerOf(request), request.params.id, request.body)),
  );
  app.post(
    '/bookings/:id/guest-passes/:pass/revoke',
    {
      config: booking,
      schema: {
        tags,
        summary: 'Takes a guest pass back at once',
        params: GuestPassParamsSchema,
        response: { 200: GuestPassListSchema },
      },
    },
    async (request) =>
      guestPasses.revoke(callerOf(request), request.params.id, request.params.pass),
  );

  app.get(
    '/guest',
    {
      config: guest,
      schema: { tags, summary: 'What a guest pass opens now', response: { 200: GuestViewSchema } },
    },
    async (request) => guestPasses.view(request.guest!),
  );
  app.put(
    '/guest/checklists/:list/:item',
    {
      config: guest,
      schema: {
        tags,
        summary: "A guest ticks an item of the stay's run, or unticks it",
        params: TickParams,
        body: TickInputSchema,
        response: { 200: z.object({ item: RunItemSchema }) },
      },
    },
    async (request) =>
      guestPasses.tick(request.guest!, request.params.list, request.params.item, request.body),
  );
  app.post(
    '/guest/house-log',
    {
      config: guest,
      schema: {
        tags,
        summary: 'A guest notes something broken or running low',
        body: HouseNoteInputSchema,
        response: { 201: z.object({ saved: z.boolean() }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await guestPasses.note(request.guest!, request.body)),
  );
};
