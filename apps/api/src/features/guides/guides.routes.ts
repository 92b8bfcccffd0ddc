import {
  GuideSchema,
  GuideSectionResponseSchema,
  GuideSectionSchema,
  MessageResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.js';
import { isUniqueViolation } from '../../db/errors.js';
import {
  deleteSection,
  findGuide,
  insertSection,
  listSections,
  updateSection,
} from './guides.repository.js';

const GUIDE_NOT_FOUND = 'Guide not found';
const TypeParams = z.object({ type: z.string().max(60) });
const SectionParams = z.object({ type: z.string().max(60), id: z.string().max(60) });

/** Guides for members with private access; sections edited by admins (SPEC §6, DECISIONS §6). */
export const guideRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireGuide = async (type: string) => {
    const guide = await findGuide(app.db, type);
    if (!guide) throw new HttpError(404, GUIDE_NOT_FOUND);
    return guide;
  };

  app.get(
    '/guides/:type',
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
      return {
        title: guide.title,
        description: guide.description,
        sections: await listSections(app.db, guide.type),
      };
    },
  );

  app.post(
    '/admin/guides/:type/sections',
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
    '/admin/guides/:type/sections/:id',
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
    '/admin/guides/:type/sections/:id',
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
