import {
  ContentSchema,
  ErrorBodySchema,
  hasAccess,
  ImageListSchema,
  MessageSchema,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error.js';
import { findAboutContent, findSubPageMessage } from './content.repository.js';
import { imageDelivery, ImageQuerySchema, imageResponses } from './image-delivery.js';
import { IMAGE_NAME } from './image-store.js';

const ImageParamsSchema = z.object({
  kind: z.enum(['public', 'private'], { error: 'No such image collection.' }),
  name: z.string().regex(IMAGE_NAME, 'No such image.'),
});

/** The About content, the Sub page message, the gallery list and the resized images. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = imageDelivery(app);
  const addresses = (kind: 'public' | 'private') => [...images.addresses(kind).values()];

  app.get(
    '/content',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
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
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Addresses of the gallery images the caller may see',
        description:
          'Public images for everyone; members with private access also get the private ones, at signed addresses that expire.',
        response: { 200: ImageListSchema },
      },
    },
    async (request) => {
      const publicImages = addresses('public');
      if (!hasAccess(request.user, 'private')) return { image_list: publicImages };
      return { image_list: [...publicImages, ...addresses('private')] };
    },
  );

  app.get(
    '/images/:kind/:name',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One gallery image, resized, in the best format the browser accepts',
        params: ImageParamsSchema,
        querystring: ImageQuerySchema,
        response: imageResponses,
      },
    },
    async (request, reply) =>
      images.send(
        reply,
        request.params.kind,
        request.params.name,
        request.query,
        request.headers.accept,
      ),
  );
};
