import {
  GuideSchema,
  GuideSectionResponseSchema,
  GuideSectionSchema,
  MessageResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { imageDelivery, ImageQuerySchema, imageResponses } from '../content/image-delivery.js';
import { IMAGE_NAME } from '../content/image-store.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  deleteSection,
  findGuide,
  insertSection,
  listSections,
  updateSection,
} from './guides.repository.js';

const GUIDE_NOT_FOUND = 'Guide not found';
const GUIDE_PICTURE_PREFIX = '/p/';
const TypeParams = z.object({ type: z.string().max(60) });
const SectionParams = z.object({ type: z.string().max(60), id: z.string().max(60) });

const PictureParams = z.object({ name: z.string().regex(IMAGE_NAME, 'No such image.') });

/**
 * Where a reader loads a section image from: a stored /p/ picture at its signed address (or its
 * plain path when no such file exists, which then shows as not available); https as it is.
 */
function pictureAddress(image: string, signed: Map<string, string>): string {
  if (!image.startsWith(GUIDE_PICTURE_PREFIX)) return image;
  return signed.get(decodeURIComponent(image.slice(GUIDE_PICTURE_PREFIX.length))) ?? image;
}

/**
 * Guides for members with private access; sections edited by admins (SPEC §6, DECISIONS §6); the
 * sections' pictures at /p/… (outside /api, as SPEC names them). Register without a prefix.
 */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const pictures = imageDelivery(app);

  const requireGuide = async (type: string) => {
    const guide = await findGuide(app.db, type);
    if (!guide) throw new HttpError(404, GUIDE_NOT_FOUND);
    return guide;
  };

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
    async (request) => {
      const guide = await requireGuide(request.params.type);
      const sections = await listSections(app.db, guide.type);
      // Only those who may read the guide get the signed addresses of its pictures.
      const signed = pictures.addresses('guide');
      return {
        title: guide.title,
        description: guide.description,
        sections: sections.map((section) => ({
          ...section,
          pictures: section.images.map((image) => pictureAddress(image, signed)),
        })),
      };
    },
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
      pictures.send(reply, 'guide', request.params.name, request.query, request.headers.accept),
  );

  app.post(
    '/api/admin/guides/:type/sections',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['guides'],
        summary: 'Add a section',
        params: TypeParams,
        body: GuideSectionSchema,
        response: { 201: GuideSectionResponseSchema },
      },
    },
    async (request, reply) => {
      const guide = await requireGuide(request.params.type);
      try {
        const section = await insertSection(
          app.db,
          guide.type,
          request.body,
          app.clock.now().toISOString(),
        );
        return reply.status(201).send({ section });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new HttpError(
            409,
            `A section with the ID "${request.body.id}" already exists in this guide.`,
          );
        }
        throw error;
      }
    },
  );

  app.put(
    '/api/admin/guides/:type/sections/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['guides'],
        summary: 'Change a section (its ID stays)',
        params: SectionParams,
        body: GuideSectionSchema,
        response: { 200: GuideSectionResponseSchema },
      },
    },
    async (request) => {
      const guide = await requireGuide(request.params.type);
      if (request.body.id !== request.params.id) {
        throw new HttpError(400, 'The ID of a section cannot be changed.');
      }
      const changed = await updateSection(
        app.db,
        guide.type,
        request.body,
        app.clock.now().toISOString(),
      );
      if (!changed) throw new HttpError(404, 'Section not found');
      return { section: request.body };
    },
  );

  app.delete(
    '/api/admin/guides/:type/sections/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['guides'],
        summary: 'Delete a section',
        params: SectionParams,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const guide = await requireGuide(request.params.type);
      if (!(await deleteSection(app.db, guide.type, request.params.id))) {
        throw new HttpError(404, 'Section not found');
      }
      return { message: 'Section deleted' };
    },
  );
};
