import {
  BookingParamsSchema,
  SwapChoicesSchema,
  SwapInputSchema,
  SwapParamsSchema,
  SwapResponseSchema,
  SwapsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../context.js';
import type { SwapsService } from './swaps.service.js';

/** Swaps and gifts between members (DECISIONS §19). */
export const swapsRoutes: FastifyPluginAsyncZod<{ swaps: SwapsService }> = async (
  app,
  { swaps },
) => {
  const booking = { config: { access: 'booking' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.post(
    '/bookings/:id/offer',
    {
      ...booking,
      schema: {
        tags: ['swaps'],
        summary:
          'Offer a stay of the caller to another member: for one of theirs (a swap) or as a gift',
        params: BookingParamsSchema,
        body: SwapInputSchema,
        response: { 201: SwapResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await swaps.offer(callerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/swaps/stays',
    {
      ...booking,
      schema: {
        tags: ['swaps'],
        summary:
          "What an offer can name: the caller's stays ahead, and those of the members who may book",
        response: { 200: SwapChoicesSchema },
      },
    },
    async (request) => swaps.choices(callerOf(request)),
  );

  app.get(
    '/swaps',
    {
      ...booking,
      schema: {
        tags: ['swaps'],
        summary: 'The offers the caller made and was made, the newest first',
        response: { 200: SwapsSchema },
      },
    },
    async (request) => swaps.list(callerOf(request)),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/swaps/:id/${action}`,
      {
        ...booking,
        schema: {
          tags: ['swaps'],
          summary:
            action === 'accept'
              ? 'Accept an offer made to the caller (with high season involved, an admin approves)'
              : 'Say no to an offer made to the caller',
          params: SwapParamsSchema,
          response: { 200: SwapResponseSchema },
        },
      },
      async (request) => swaps[action](callerOf(request), request.params.id),
    );
  }

  app.get(
    '/admin/swaps',
    {
      ...admin,
      schema: {
        tags: ['swaps'],
        summary: 'Swaps in high season both members accepted, waiting for an admin',
        response: { 200: SwapsSchema },
      },
    },
    async (request) => swaps.awaitingAdmin(callerOf(request)),
  );

  for (const action of ['approve', 'refuse'] as const) {
    app.post(
      `/admin/swaps/:id/${action}`,
      {
        ...admin,
        schema: {
          tags: ['swaps'],
          summary:
            action === 'approve'
              ? 'Approve an accepted swap: the stays change hands at once'
              : 'Refuse an accepted swap: the stays stay as they are',
          params: SwapParamsSchema,
          response: { 200: SwapResponseSchema },
        },
      },
      async (request) => swaps[action](callerOf(request), request.params.id),
    );
  }
};
