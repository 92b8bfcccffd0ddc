import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  ContentSchema,
  ErrorBodySchema,
  IMAGE_WIDTHS,
  ImageListSchema,
  MessageSchema,
  type ImageWidth,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { findAboutContent, findSubPageMessage } from './content.repository.js';
import { IMAGE_NAME, negotiateFormat, type ImageKind } from './image-store.js';

const widthMessage = `Width must be one of ${IMAGE_WIDTHS.join(', ')}.`;

const ImageParamsSchema = z.object({
  kind: z.enum(['public'], { error: 'No such image collection.' }),
  name: z.string().regex(IMAGE_NAME, 'No such image.'),
});

const ImageQuerySchema = z.object({
  /** Wanted width in pixels. */
  w: z.coerce
    .number({ error: widthMessage })
    .refine((w): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w), widthMessage)
    .default(1280),
  /** Version from the image list; only there to make the address change with the file. */
  v: z.string().max(64).optional(),
});

const contentType = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/** The About content, the Sub page message, the gallery list and the resized images. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content',
    {
      schema: {
        tags: ['content'],
        summary: 'The About page',
        response: { 200: ContentSchema, 404: ErrorBodySchema },
      },
    },
    async () => {
      const content = await findAboutContent(app.db);
      if (!content) throw notFound('The About page has not been written yet.');
      return content;
    },
  );

  app.get(
    '/message',
    {
      schema: {
        tags: ['content'],
        summary: 'The Sub page message',
        response: { 200: MessageSchema },
      },
    },
    async () => ({ message: (await findSubPageMessage(app.db)) ?? '' }),
  );

  app.get(
    '/get_images',
    {
      schema: {
        tags: ['content'],
        summary: 'Addresses of the gallery images the caller may see',
        response: { 200: ImageListSchema },
      },
    },
    async () => ({
      image_list: app.images
        .list('public')
        .map((image) => `/api/images/public/${encodeURIComponent(image.name)}?v=${image.version}`),
    }),
  );

  app.get(
    '/images/:kind/:name',
    {
      schema: {
        tags: ['content'],
        summary: 'One gallery image, resized, in the best format the browser accepts',
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
        response: {
          200: z.any().describe('The image bytes (AVIF, WebP or JPEG)'),
          400: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const kind: ImageKind = request.params.kind;
      const { name } = request.params;
      if (!app.images.has(kind, name)) throw notFound('No such image.');
      const format = negotiateFormat(request.headers.accept);
      const file = await app.images.resized(kind, name, request.query.w, format);
      const { size } = await stat(file);
      return reply
        .header('Content-Type', contentType[format])
        .header('Content-Length', size)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept')
        .send(createReadStream(file));
    },
  );
};
