import {
  ContentSchema,
  ContentUpdateSchema,
  ErrorBodySchema,
  HouseNameSchema,
  ImageListSchema,
  MessageSchema,
  MessageUpdateSchema,
  msg,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendKept } from '../../plugins/kept-answers.js';
import { ImageQuerySchema, imageResponses } from '../../lib/images/image-delivery.js';
import { IMAGE_NAME } from '../../lib/images/image-store.js';
import type { ContentService } from './content.service.js';
import { callerOf } from '../../plugins/caller.js';

const ImageParamsSchema = z.object({
  kind: z.enum(['public', 'private'], {
    error: msg('api.content.noCollection', 'No such image collection.'),
  }),
  name: z.string().regex(IMAGE_NAME, msg('api.content.noImage', 'No such image.')),
});

/** The About content, the Sub page message, the gallery list and the resized images. */
// eslint-disable-next-line max-lines-per-function -- one area's routes, declared one after another: each declaration is short and stands alone
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (
  app,
  { content },
) => {
  app.get(
    '/content',
    {
      // sendKept compresses its answer once for as long as it is kept (decision 0060).
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The About page',
        response: { 200: ContentSchema, 404: ErrorBodySchema },
      },
    },
    // Kept for the data version (decision 0050): the page is a setting, which changes it.
    async (_request, reply) => sendKept(reply, 'about', () => content.about()),
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
    async () => content.message(),
  );

  app.put(
    '/admin/content',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Write the About page: the term, the about block and its three cards',
        body: ContentUpdateSchema,
        response: { 200: ContentSchema },
      },
    },
    async (request) => content.setAbout(callerOf(request), request.body),
  );

  app.put(
    '/admin/message',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Write the Sub page message (empty: none)',
        body: MessageUpdateSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => content.setMessage(callerOf(request), request.body.message),
  );

  app.get(
    '/admin/house-name',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: "The house's name, shown in the header, the page titles and mail",
        response: { 200: HouseNameSchema },
      },
    },
    async () => content.houseName(),
  );

  app.put(
    '/admin/house-name',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['content'],
        summary: 'Rename the house (at most 40 characters); effective at once',
        body: HouseNameSchema,
        response: { 200: HouseNameSchema },
      },
    },
    async (request) => content.setHouseName(callerOf(request), request.body.name),
  );

  app.get(
    '/get_images',
    {
      // sendKept compresses its answer once for as long as it is kept (decision 0060).
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Addresses of the gallery images the caller may see',
        description:
          'Public images for everyone; members with private access also get the private ones, at signed addresses that expire.',
        response: { 200: ImageListSchema },
      },
    },
    // Kept for the data version (decision 0050) and the folders' listings: the visitors' first
    // screen waits for it before its largest paint.
    async (request, reply) =>
      sendKept(reply, content.galleryKey(request.user), () => content.gallery(request.user)),
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
      content.image(
        reply,
        request.params.kind,
        request.params.name,
        request.query,
        request.headers.accept,
      ),
  );
};
