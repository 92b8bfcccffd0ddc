import {
  MemberChangeResponseSchema,
  MemberLevelRequestSchema,
  MemberParamsSchema,
  MembersSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MembersService } from './members.service.js';

/** The admins' Members screen (DECISIONS §16). */
export const memberRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (
  app,
  { members },
) => {
  app.get(
    '/admin/members',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['members'],
        summary: 'Every account: level, who invited them, joined, last active, stays and requests',
        response: { 200: MembersSchema },
      },
    },
    async (request) => members.list(request.user!.row.id),
  );

  app.post(
    '/admin/members/:id/level',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['members'],
        summary: "Change a member's level (verified or trusted); effective at their next request",
        params: MemberParamsSchema,
        body: MemberLevelRequestSchema,
        response: { 200: MemberChangeResponseSchema },
      },
    },
    async (request) =>
      members.setLevel(request.user!.row.id, request.params.id, request.body.access_level),
  );

  app.post(
    '/admin/members/:id/suspend',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['members'],
        summary: 'Suspend a member: sessions end, requests declined, no sign-in until restored',
        params: MemberParamsSchema,
        response: { 200: MemberChangeResponseSchema },
      },
    },
    async (request) => members.suspend(request.user!.row.id, request.params.id),
  );

  app.post(
    '/admin/members/:id/restore',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['members'],
        summary: 'Open a suspended account again',
        params: MemberParamsSchema,
        response: { 200: MemberChangeResponseSchema },
      },
    },
    async (request) => members.restore(request.user!.row.id, request.params.id),
  );
};
