import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  PHOTO_MAX_BYTES,
  PhotoKindParamsSchema,
  PhotoParamsSchema,
  PhotosSchema,
  PhotoDeleteResponseSchema,
  PhotoDescriptionSchema,
  PhotoUploadResponseSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneUpload } from '../../lib/images/pictures.js';
import type { PhotosService } from './photos.service.js';

/** Pictures from the browser (DECISIONS §16): one file a request, so each has its own progress. */
export const photoRoutes: FastifyPluginAsyncZod<{ photos: PhotosService }> = async (
  app,
  { photos },
) => {
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });

  app.get(
    '/admin/photos',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Every stored picture of the gallery and the guides, at addresses to show them',
        response: { 200: PhotosSchema },
      },
    },
    async () => photos.list(),
  );

  app.post(
    '/admin/photos/:kind',
    {
      config: { access: 'admin' },
      // The file's own limit answers first; this only bounds what the request may carry.
      bodyLimit: PHOTO_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ['content'],
        summary: 'Upload one picture (multipart, field "file", at most 25 MB), checked by decoding',
        consumes: ['multipart/form-data'],
        params: PhotoKindParamsSchema,
        response: { 201: PhotoUploadResponseSchema, 413: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const upload = await oneUpload(app, request);
      const answer = await photos.upload(request.params.kind, upload.filename, upload.content);
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/admin/photos/:kind/:name/description',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Say what a picture shows (read aloud in its place); empty removes it',
        params: PhotoParamsSchema,
        body: PhotoDescriptionSchema,
        response: { 200: PhotoDeleteResponseSchema },
      },
    },
    async (request) =>
      photos.describe(request.params.kind, request.params.name, request.body.description),
  );

  app.delete(
    '/admin/photos/:kind/:name',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Delete a picture and its resized copies',
        params: PhotoParamsSchema,
        response: { 200: PhotoDeleteResponseSchema },
      },
    },
    async (request) => photos.remove(request.params.kind, request.params.name),
  );
};
