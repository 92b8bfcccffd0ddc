import {
  AgendaInputSchema,
  CheckersInputSchema,
  DecisionInputSchema,
  MeetingInputSchema,
  MeetingItemParamsSchema,
  MeetingParamsSchema,
  MeetingResponseSchema,
  MeetingSettingsSchema,
  MeetingsSchema,
  MotionInputSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/caller.js';
import type { MeetingsService } from './meetings.service.js';

const tags = ['annual meeting'];

/** The annual meeting (DECISIONS §24): called by the admins, read by everyone who plans stays. */
export const meetingRoutes: FastifyPluginAsyncZod<{ meetings: MeetingsService }> = async (
  app,
  { meetings },
) => {
  const reads = { access: 'booking' } as const;
  const one = { 200: MeetingResponseSchema };

  app.get(
    '/meetings',
    {
      config: reads,
      schema: {
        tags,
        summary: 'The meetings, the latest first, and the decision history',
        response: { 200: MeetingsSchema },
      },
    },
    async () => meetings.list(),
  );

  app.get(
    '/meetings/:id',
    {
      config: reads,
      schema: {
        tags,
        summary: 'A meeting with its agenda',
        params: MeetingParamsSchema,
        response: one,
      },
    },
    async (request) => ({ meeting: await meetings.get(request.params.id, callerOf(request)) }),
  );

  app.post(
    '/meetings/:id/motions',
    {
      config: reads,
      schema: {
        tags,
        summary: 'Sends a motion, until the last day for motions',
        params: MeetingParamsSchema,
        body: MotionInputSchema,
        response: { 201: MeetingResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        meeting: await meetings.motion(callerOf(request), request.params.id, request.body),
      }),
  );
  app.post(
    '/meetings/:id/approve',
    {
      config: reads,
      schema: {
        tags,
        summary: 'A checker approves the minutes; both approvals publish them',
        params: MeetingParamsSchema,
        response: one,
      },
    },
    async (request) => ({
      meeting: await meetings.approve(callerOf(request), request.params.id),
    }),
  );
};

/** The admins' part: calling a meeting, its agenda, its decisions, the minutes, the notice's weeks. */
export const adminMeetingRoutes: FastifyPluginAsyncZod<{ meetings: MeetingsService }> = async (
  app,
  { meetings },
) => {
  const admins = { access: 'admin' } as const;
  const one = { 200: MeetingResponseSchema };

  app.post(
    '/admin/meetings',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Calls a meeting; the notice is mailed to everyone who plans stays',
        body: MeetingInputSchema,
        response: { 201: MeetingResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ meeting: await meetings.call(callerOf(request), request.body) }),
  );

  app.put(
    '/admin/meetings/:id/agenda',
    {
      config: admins,
      schema: {
        tags,
        summary: 'The agenda in its new order, items renamed, added or taken off',
        params: MeetingParamsSchema,
        body: AgendaInputSchema,
        response: one,
      },
    },
    async (request) => ({
      meeting: await meetings.agenda(callerOf(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/admin/meetings/:id/items/:item',
    {
      config: admins,
      schema: {
        tags,
        summary: "The decision on an item, with the owners' votes counted by its rule",
        params: MeetingItemParamsSchema,
        body: DecisionInputSchema,
        response: one,
      },
    },
    async (request) => ({
      meeting: await meetings.decide(
        callerOf(request),
        request.params.id,
        request.params.item,
        request.body,
      ),
    }),
  );

  app.post(
    '/admin/meetings/:id/minutes',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Sends the minutes to two checkers',
        params: MeetingParamsSchema,
        body: CheckersInputSchema,
        response: one,
      },
    },
    async (request) => ({
      meeting: await meetings.send(callerOf(request), request.params.id, request.body.checkers),
    }),
  );

  app.get(
    '/admin/meeting-settings',
    {
      config: admins,
      schema: {
        tags,
        summary: 'How many weeks ahead the notice goes out',
        response: { 200: MeetingSettingsSchema },
      },
    },
    async () => meetings.settings(),
  );

  app.put(
    '/admin/meeting-settings',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Sets how many weeks ahead the notice goes out',
        body: MeetingSettingsSchema,
        response: { 200: MeetingSettingsSchema },
      },
    },
    async (request) => meetings.setSettings(callerOf(request), request.body),
  );
};
