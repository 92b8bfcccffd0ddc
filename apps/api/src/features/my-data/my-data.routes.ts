import { CloseAccountSchema } from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/caller.js';
import type { MyDataService } from './my-data.service.js';

/** A member's own data (DECISIONS §26). */
export const myDataRoutes: FastifyPluginAsyncZod<{ myData: MyDataService }> = async (
  app,
  { myData },
) => {
  app.get(
    '/profile/my-data',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: 'Everything the house keeps about the caller, as a zip of JSON and CSV',
        description:
          'Each kind of row twice (JSON and CSV): the account, plans and their dates, bookings, payments, ballots, wishes, swaps, guestbook entries, votes, ticks, notes, costs. Secrets (hashes, codes, device keys) are left out; CSV cells never start a formula.',
      },
    },
    async (request, reply) => {
      const { name, bytes } = await myData.zip(callerOf(request));
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.post(
    '/profile/close',
    {
      config: { access: 'user' },
      schema: {
        tags: ['profile'],
        summary: "Close the caller's account, the password asked again",
        description:
          'The account is suspended and everything it holds released (sessions, requests, ballots, wishes, swap offers, votes, devices); its personal details are erased; its stays and history stay under "a former member". The admins are told.',
        body: CloseAccountSchema,
        response: { 200: z.object({ closed: z.literal(true) }) },
      },
    },
    async (request) => {
      await myData.close(callerOf(request), request.body);
      return { closed: true as const };
    },
  );
};
