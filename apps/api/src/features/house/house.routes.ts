import {
  AtTheHouseSchema,
  BookingParamsSchema,
  ChecklistInputSchema,
  ChecklistParamsSchema,
  ChecklistRunsSchema,
  ChecklistsSchema,
  DepartureNoteInputSchema,
  DepartureNoteSchema,
  HouseLogSchema,
  HouseNoteInputSchema,
  HouseNoteSchema,
  MailChoicesSchema,
  NoteParamsSchema,
  ErrorBodySchema,
  msg,
  PHOTO_MAX_BYTES,
  RunItemSchema,
  StayChecklistsSchema,
  TickInputSchema,
  TickParamsSchema,
} from '@stuga/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageQuerySchema, imageResponses } from '../../lib/images/image-delivery.js';
import { IMAGE_NAME } from '../../lib/images/image-store.js';
import { oneUpload } from '../../lib/images/pictures.js';
import { callerOf } from '../../plugins/caller.js';
import type { HouseService } from './house.service.js';
import type { RemindersService } from './reminders.service.js';

/** At the house (DECISIONS §20): checklists, their runs per booking, and the house log. */
/* eslint-disable max-lines-per-function -- one area's routes, declared one after another: each declaration is short and stands alone */
export const houseRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  reminders: RemindersService;
}> = async (app, { house, reminders }) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const booking = { config: { access: 'booking' as const } };
  const admin = { config: { access: 'admin' as const } };
  const tags = ['house'];

  app.get(
    '/at-the-house',
    {
      ...booking,
      schema: {
        tags,
        summary: "The caller's stays from today on, the nearest first",
        response: { 200: AtTheHouseSchema },
      },
    },
    async (request) => house.stays(callerOf(request)),
  );

  app.get(
    '/bookings/:id/checklists',
    {
      ...booking,
      schema: {
        tags,
        summary:
          "A stay's runs of the arrival and departure lists, its note, what the stay before it left, the open house log",
        params: BookingParamsSchema,
        response: { 200: StayChecklistsSchema },
      },
    },
    async (request) => house.stayChecklists(callerOf(request), request.params.id),
  );

  app.put(
    '/bookings/:id/checklists/:list/:item',
    {
      ...booking,
      schema: {
        tags,
        summary: 'Tick an item of a stay’s run (with the number it asks for), or untick it',
        description: 'Ticking again changes the tick: sent twice, it is kept once.',
        params: TickParamsSchema,
        body: TickInputSchema,
        response: { 200: z.object({ item: RunItemSchema }) },
      },
    },
    async (request) =>
      house.tick(
        callerOf(request),
        request.params.id,
        request.params.list,
        request.params.item,
        request.body,
      ),
  );

  app.put(
    '/bookings/:id/departure-note',
    {
      ...booking,
      schema: {
        tags,
        summary: 'What runs low and what is broken, from the departure run',
        params: BookingParamsSchema,
        body: DepartureNoteInputSchema,
        response: { 200: z.object({ note: DepartureNoteSchema }) },
      },
    },
    async (request) => house.writeNote(callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/house-log',
    {
      ...booking,
      schema: {
        tags,
        summary: 'The house log: open notes, then those done in the last 30 days',
        response: { 200: HouseLogSchema },
      },
    },
    async (request) => house.log(callerOf(request)),
  );

  app.post(
    '/house-log',
    {
      ...booking,
      schema: {
        tags,
        summary: 'Note something broken or running low',
        body: HouseNoteInputSchema,
        response: { 201: z.object({ note: HouseNoteSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await house.addNote(callerOf(request), request.body)),
  );

  app.post(
    '/house-log/:id/photo',
    {
      ...booking,
      bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
      schema: {
        tags,
        summary: 'A photo with a note (multipart, field "file"), by who wrote it, while it is open',
        description: 'Decoded before it is kept; only ever sent resized, without its metadata.',
        consumes: ['multipart/form-data'],
        params: NoteParamsSchema,
        response: { 201: z.object({ note: HouseNoteSchema }), 413: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await house.addPhoto(callerOf(request), request.params.id, await oneUpload(app, request)),
        ),
  );

  app.get(
    '/house-log/photos/:name',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A note's photo, resized, at the signed address the house log gave",
        params: z.object({
          name: z.string().regex(IMAGE_NAME, msg('api.content.noImage', 'No such image.')),
        }),
        querystring: ImageQuerySchema,
        response: imageResponses,
      },
    },
    async (request, reply) =>
      house.photo(reply, request.params.name, request.query, request.headers.accept),
  );

  app.post(
    '/admin/house-log/:id/done',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Mark a note of the house log done',
        params: NoteParamsSchema,
        response: { 200: HouseLogSchema },
      },
    },
    async (request) => house.markDone(callerOf(request), request.params.id),
  );

  app.get(
    '/admin/checklists',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The arrival and departure lists',
        response: { 200: ChecklistsSchema },
      },
    },
    async () => house.lists(),
  );

  app.put(
    '/admin/checklists/:list',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Replace a list: kept items by id, new ones added, the rest taken off',
        params: ChecklistParamsSchema,
        body: ChecklistInputSchema,
        response: { 200: ChecklistsSchema },
      },
    },
    async (request) => house.saveList(request.params.list, request.body),
  );

  app.get(
    '/admin/checklist-runs',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The stays of the month around today, with how far their runs got',
        response: { 200: ChecklistRunsSchema },
      },
    },
    async () => house.runsAround(),
  );

  // Reminders are about one's stays: members who may book choose them (DECISIONS §20).
  app.get(
    '/profile/mail-choices',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['house'],
        summary: 'How each kind of reminder comes: at once, in a weekly digest, or not at all',
        response: { 200: MailChoicesSchema },
      },
    },
    async (request) => reminders.choices(request.user!.row.id),
  );

  app.put(
    '/profile/mail-choices',
    {
      config: { access: 'booking' },
      schema: {
        tags: ['house'],
        summary: 'Choose how each kind of reminder comes',
        description:
          'Decisions about the caller’s own stays and changed house codes always come at once.',
        body: MailChoicesSchema,
        response: { 200: MailChoicesSchema },
      },
    },
    async (request) => reminders.choose(request.user!.row.id, request.body),
  );
};
/* eslint-enable max-lines-per-function */
