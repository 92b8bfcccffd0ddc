import {
  ChannelsInputSchema,
  ChannelsSchema,
  DeviceInputSchema,
  DeviceParamsSchema,
  DevicesSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/caller.js';
import type { PushService } from './push.service.js';

const tags = ['notifications'];

/** Notifications on the phone (DECISIONS §25): the member's devices, turned on and removed. */
export const pushRoutes: FastifyPluginAsyncZod<{ push: PushService }> = async (app, { push }) => {
  const config = { access: 'booking' } as const;

  app.get(
    '/profile/devices',
    {
      config,
      schema: {
        tags,
        summary: "The caller's devices with notifications on, and the key to subscribe with",
        response: { 200: DevicesSchema },
      },
    },
    async (request) => push.devices(callerOf(request)),
  );

  app.post(
    '/profile/devices',
    {
      config,
      schema: {
        tags,
        summary: "Turns notifications on for this device: its browser's push subscription",
        body: DeviceInputSchema,
        response: { 201: DevicesSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await push.add(callerOf(request), request.body)),
  );

  app.delete(
    '/profile/devices/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Turns notifications off for a device of the caller',
        params: DeviceParamsSchema,
        response: { 200: DevicesSchema },
      },
    },
    async (request) => push.remove(callerOf(request), request.params.id),
  );

  app.get(
    '/profile/channels',
    {
      config,
      schema: {
        tags,
        summary: 'How each kind of notice reaches the caller: mail, push, both or off',
        response: { 200: ChannelsSchema },
      },
    },
    async (request) => push.channels(callerOf(request)),
  );

  app.put(
    '/profile/channels',
    {
      config,
      schema: {
        tags,
        summary: 'Sets how each kind of notice reaches the caller',
        body: ChannelsInputSchema,
        response: { 200: ChannelsSchema },
      },
    },
    async (request) => push.setChannels(callerOf(request), request.body),
  );
};
