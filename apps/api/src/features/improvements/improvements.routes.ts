import {
  DonationSummarySchema,
  ImprovementParamsSchema,
  ImprovementsResponseSchema,
  VoteRequestSchema,
  VoteResponseSchema,
} from '@stuga/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImprovementsService } from './improvements.service.js';
import type { Viewer } from './improvements-view.js';

/** The caller as the improvements view needs to know them, or null for a visitor. */
export const viewerOf = (request: FastifyRequest): Viewer | null =>
  request.user ? { id: request.user.row.id, access: request.user } : null;

/** House improvements for everyone, voting for members, and the donation summary (SPEC §7). */
export const improvementRoutes: FastifyPluginAsyncZod<{
  improvements: ImprovementsService;
}> = async (app, { improvements }) => {
  app.get(
    '/improvements',
    {
      config: { access: 'public' },
      schema: {
        tags: ['improvements'],
        summary: 'The improvements view: the list, the goal, and what the caller may do',
        response: { 200: ImprovementsResponseSchema },
      },
    },
    async (request) => improvements.view(viewerOf(request)),
  );

  app.post(
    '/improvements/:id/vote',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['improvements'],
        summary: 'Vote up or down; the same again withdraws it, the other way moves it',
        description: 'Answers the improvements view after the vote.',
        params: ImprovementParamsSchema,
        body: VoteRequestSchema,
        response: { 200: VoteResponseSchema },
      },
    },
    async (request) =>
      improvements.vote(viewerOf(request)!, request.params.id, request.body.vote_type),
  );

  app.get(
    '/donations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['improvements'],
        summary: 'Verified donations so far against the funding goal, and how to give',
        response: { 200: DonationSummarySchema },
      },
    },
    async (request) => improvements.summary(viewerOf(request)),
  );
};
