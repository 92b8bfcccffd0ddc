import {
  GuideSchema,
  GuideSectionResponseSchema,
  GuideSectionSchema,
  MessageResponseSchema,
  msg,
  WRITE_ACCESS,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImageQuerySchema, imageResponses } from '../../lib/images/image-delivery.js';
import { IMAGE_NAME } from '../../lib/images/image-store.js';
import type { GuidesService } from './guides.service.js';

const TypeParams = z.object({ type: z.string().max(60) });
const SectionParams = z.object({ type: z.string().max(60), id: z.string().max(60) });
const PictureParams = z.object({
  name: z.string().regex(IMAGE_NAME, msg('api.content.noImage', 'No such image.')),
});

/**
 * Guides for members with private access; sections edited by admins (SPEC §6, DECISIONS §6); the
 * sections' pictures at /p/… (outside /api, as SPEC names them). Register without a prefix.
 */
export const guideRoutes: FastifyPluginAsyncZod<{ guides: GuidesService }> = async (
  app,
  { guides },
) => {
  app.get(
    '/api/guides/:type',
    {
      config: { access: 'private' },
      schema: {
        tags: ['guides'],
        summary: 'A guide with its sections',
        params: TypeParams,
        response: { 200: GuideSchema },
      },
    },
    async (request) => guides.guide(request.params.type, request.user),
  );

  app.get(
    '/p/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['guides'],
        summary: 'A guide picture, resized, at the signed address the guide gave',
        description:
          'Never the original file: resized, metadata removed, and only with an unexpired signature from `GET /api/guides/{type}`.',
        params: PictureParams,
        querystring: ImageQuerySchema,
        response: imageResponses,
      },
    },
    async (request, reply) =>
      guides.picture(reply, request.params.name, request.query, request.headers.accept),
  );

  app.post(
    '/api/admin/guides/:type/sections',
    {
      config: { access: WRITE_ACCESS.guideEdit },
      schema: {
        tags: ['guides'],
        summary: 'Add a section',
        params: TypeParams,
        body: GuideSectionSchema,
        response: { 201: GuideSectionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await guides.addSection(request.params.type, request.body)),
  );

  app.put(
    '/api/admin/guides/:type/sections/:id',
    {
      config: { access: WRITE_ACCESS.guideEdit },
      schema: {
        tags: ['guides'],
        summary: 'Change a section (its ID stays)',
        params: SectionParams,
        body: GuideSectionSchema,
        response: { 200: GuideSectionResponseSchema },
      },
    },
    async (request) => guides.updateSection(request.params.type, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/guides/:type/sections/:id',
    {
      config: { access: WRITE_ACCESS.guideEdit },
      schema: {
        tags: ['guides'],
        summary: 'Delete a section',
        params: SectionParams,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => guides.deleteSection(request.params.type, request.params.id),
  );
};
