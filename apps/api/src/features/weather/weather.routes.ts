import {
  HousePositionSchema,
  IceNoteInputSchema,
  IceNotesSchema,
  WeatherSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/caller.js';
import type { WeatherService } from './weather.service.js';

const tags = ['weather'];

/** The weather at the house (DECISIONS §25): SMHI's forecast as the house kept it, and the ice. */
export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherService }> = async (
  app,
  { weather },
) => {
  const booking = { access: 'booking' } as const;
  const admin = { access: 'admin' } as const;

  app.get(
    '/weather',
    {
      config: booking,
      schema: {
        tags,
        summary: "The house's forecast, SMHI's warnings for its area and the fire risk",
        description:
          'What the house kept of SMHI’s last answer (asked at most once an hour), with when SMHI answered; never waits for SMHI.',
        response: { 200: WeatherSchema },
      },
    },
    async () => weather.read(),
  );

  app.get(
    '/admin/house-position',
    {
      config: admin,
      schema: {
        tags,
        summary: "The house's position the forecast is asked for",
        response: { 200: HousePositionSchema },
      },
    },
    async () => weather.position(),
  );

  app.put(
    '/admin/house-position',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set the house's position (within Sweden), or none",
        body: HousePositionSchema,
        response: { 200: HousePositionSchema },
      },
    },
    async (request) => weather.setPosition(callerOf(request), request.body),
  );

  app.get(
    '/ice',
    {
      config: booking,
      schema: {
        tags,
        summary: 'The latest ice notes, the latest measured first',
        response: { 200: IceNotesSchema },
      },
    },
    async () => weather.ice(),
  );

  app.post(
    '/ice',
    {
      config: booking,
      schema: {
        tags,
        summary: 'Note the ice’s thickness: centimetres, where, the day measured',
        body: IceNoteInputSchema,
        response: { 201: IceNotesSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await weather.addIce(callerOf(request), request.body)),
  );
};
