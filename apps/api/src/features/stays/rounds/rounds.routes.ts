import {
  BallotInputSchema,
  DrawCheckSchema,
  DrawResponseSchema,
  BallotSchema,
  MemberRoundsSchema,
  RoundInputSchema,
  RemindResponseSchema,
  RoundParamsSchema,
  RoundVotersSchema,
  RoundResponseSchema,
  RoundsResponseSchema,
  SeasonBlocksQuerySchema,
  SeasonBlocksSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../context.js';
import type { RoundsService } from './rounds.service.js';

/** The high-season rounds as admins set them up (DECISIONS §18). */
// eslint-disable-next-line max-lines-per-function -- one area's routes, declared one after another: each declaration is short and stands alone
export const roundsRoutes: FastifyPluginAsyncZod<{ rounds: RoundsService }> = async (
  app,
  { rounds },
) => {
  const admin = { config: { access: 'admin' as const } };
  const booking = { config: { access: 'booking' as const } };

  app.get(
    '/rounds',
    {
      ...booking,
      schema: {
        tags: ['rounds'],
        summary: "The rounds not yet confirmed or cancelled, each with the caller's own ballot",
        response: { 200: MemberRoundsSchema },
      },
    },
    async (request) => rounds.forMember(callerOf(request)),
  );

  app.get(
    '/rounds/:id/draw',
    {
      ...booking,
      schema: {
        tags: ['rounds'],
        summary:
          "A confirmed round's published draw, and whether running it again from its stored ballots and seed gives exactly that",
        params: RoundParamsSchema,
        response: { 200: DrawCheckSchema },
      },
    },
    async (request) => rounds.check(request.params.id),
  );

  app.put(
    '/rounds/:id/ballot',
    {
      ...booking,
      schema: {
        tags: ['rounds'],
        summary:
          "Save the caller's ranking of a round's blocks while its ballot is open (none withdraws it)",
        params: RoundParamsSchema,
        body: BallotInputSchema,
        response: { 200: BallotSchema },
      },
    },
    async (request) =>
      rounds.saveBallot(callerOf(request), request.params.id, request.body.ranking),
  );

  app.get(
    '/admin/rounds',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: 'Every high-season round, the newest ballot first, with how many voted',
        response: { 200: RoundsResponseSchema },
      },
    },
    async () => rounds.list(),
  );

  app.get(
    '/admin/rounds/season-blocks',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary:
          'The high season between two days as blocks (Midsummer week, one a week), and those left out for a booking',
        querystring: SeasonBlocksQuerySchema,
        response: { 200: SeasonBlocksSchema },
      },
    },
    async (request) => rounds.seasonBlocks(request.query.from, request.query.to),
  );

  app.get(
    '/admin/rounds/:id',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: 'One round',
        params: RoundParamsSchema,
        response: { 200: RoundResponseSchema },
      },
    },
    async (request) => rounds.one(request.params.id),
  );

  app.post(
    '/admin/rounds',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: 'Open a round: its name, ballot days, caps and blocks',
        body: RoundInputSchema,
        response: { 201: RoundResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await rounds.create(callerOf(request), request.body)),
  );

  app.put(
    '/admin/rounds/:id',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: 'Change a round until its ballot opens',
        params: RoundParamsSchema,
        body: RoundInputSchema,
        response: { 200: RoundResponseSchema },
      },
    },
    async (request) => rounds.update(callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/admin/rounds/:id/draw',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: "A round's draw: the order and why, each pass, what was given, what nobody got",
        params: RoundParamsSchema,
        response: { 200: DrawResponseSchema },
      },
    },
    async (request) => rounds.drawView(request.params.id),
  );

  app.post(
    '/admin/rounds/:id/draw',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: 'Draw a round whose ballot has closed (the house draws it by itself at the close)',
        params: RoundParamsSchema,
        response: { 200: DrawResponseSchema },
      },
    },
    async (request) => rounds.draw(callerOf(request), request.params.id),
  );

  app.post(
    '/admin/rounds/:id/confirm',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: "Confirm a round's proposed draw: every block given becomes a booking, at once",
        params: RoundParamsSchema,
        response: { 200: RoundResponseSchema },
      },
    },
    async (request) => rounds.confirm(callerOf(request), request.params.id),
  );

  app.post(
    '/admin/rounds/:id/discard',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: "Discard a round's proposed draw; the ballots stay for another draw",
        params: RoundParamsSchema,
        response: { 200: RoundResponseSchema },
      },
    },
    async (request) => rounds.discard(callerOf(request), request.params.id),
  );

  app.get(
    '/admin/rounds/:id/voters',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary:
          'Who has a ballot in a round and who may vote and has none yet (never what anyone ranked)',
        params: RoundParamsSchema,
        response: { 200: RoundVotersSchema },
      },
    },
    async (request) => rounds.voters(request.params.id),
  );

  app.post(
    '/admin/rounds/:id/remind',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary:
          'Mail every member who may vote and has not, while the ballot is open; at most one mail a day each',
        params: RoundParamsSchema,
        response: { 200: RemindResponseSchema },
      },
    },
    async (request) => rounds.remind(callerOf(request), request.params.id),
  );

  app.post(
    '/admin/rounds/:id/cancel',
    {
      ...admin,
      schema: {
        tags: ['rounds'],
        summary: 'Cancel a round until it is confirmed',
        params: RoundParamsSchema,
        response: { 200: RoundResponseSchema },
      },
    },
    async (request) => rounds.cancel(callerOf(request), request.params.id),
  );
};
