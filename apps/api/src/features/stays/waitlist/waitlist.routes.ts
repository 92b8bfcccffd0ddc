import {
  ClaimInputSchema,
  OfferParamsSchema,
  WaitlistSchema,
  WishInputSchema,
  WishParamsSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../context.js';
import type { WaitlistService } from './waitlist.service.js';

/** The waitlist (DECISIONS §19): wishes for dates, and the offers of freed dates. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ waitlist: WaitlistService }> = async (
  app,
  { waitlist },
) => {
  const booking = { config: { access: 'booking' as const } };

  app.get(
    '/waitlist',
    {
      ...booking,
      schema: {
        tags: ['waitlist'],
        summary: "The caller's wishes with their place in line, and the offers held for them",
        response: { 200: WaitlistSchema },
      },
    },
    async (request) => waitlist.view(callerOf(request)),
  );

  app.post(
    '/waitlist',
    {
      ...booking,
      schema: {
        tags: ['waitlist'],
        summary: 'Wait for days: a range and the fewest nights that would do',
        body: WishInputSchema,
        response: { 201: WaitlistSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await waitlist.wish(callerOf(request), request.body)),
  );

  app.delete(
    '/waitlist/:id',
    {
      ...booking,
      schema: {
        tags: ['waitlist'],
        summary: 'Stop waiting: withdraw a wish (an offer it holds goes to the next)',
        params: WishParamsSchema,
        response: { 200: WaitlistSchema },
      },
    },
    async (request) => waitlist.withdraw(callerOf(request), request.params.id),
  );

  app.post(
    '/offers/:id/claim',
    {
      ...booking,
      schema: {
        tags: ['waitlist'],
        summary:
          'Claim offered days while the hold runs: a request that holds them until the admins decide',
        params: OfferParamsSchema,
        body: ClaimInputSchema,
        response: { 200: WaitlistSchema },
      },
    },
    async (request) => waitlist.claim(callerOf(request), request.params.id, request.body.party),
  );

  app.post(
    '/offers/:id/refuse',
    {
      ...booking,
      schema: {
        tags: ['waitlist'],
        summary: 'No thanks: the offered days go to the next member in line',
        params: OfferParamsSchema,
        response: { 200: WaitlistSchema },
      },
    },
    async (request) => waitlist.refuse(callerOf(request), request.params.id),
  );
};
