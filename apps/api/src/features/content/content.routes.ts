import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  ContentSchema,
  ErrorBodySchema,
  hasAccess,
  IMAGE_WIDTHS,
  ImageListSchema,
  MessageSchema,
  type ImageWidth,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../lib/http-error.js';
import { findAboutContent, findSubPageMessage } from './content.repository.js';
import { imageSigner } from './image-signing.js';
import { IMAGE_NAME, negotiateFormat } from './image-store.js';

const widthMessage = `Width must be one of ${IMAGE_WIDTHS.join(', ')}.`;

const ImageParamsSchema = z.object({
  kind: z.enum(['public', 'private'], { error: 'No such image collection.' }),
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
  /** Private images: when the address stops working, in epoch seconds. */
  exp: z.coerce.number().int().optional(),
  /** Private images: the signature of the address. */
  sig: z.string().max(128).optional(),
});

const LINK_INVALID = 'This image link is not valid.';
const LINK_EXPIRED = 'This image link has expired. Reload the page.';

const contentType = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/** The About content, the Sub page message, the gallery list and the resized images. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const signer = imageSigner(app.config.jwtSecret);

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
      const publicImages = app.images
        .list('public')
        .map((image) => `/api/images/public/${encodeURIComponent(image.name)}?v=${image.version}`);
      if (!hasAccess(request.user, 'private')) return { image_list: publicImages };
      const expires = signer.expiryFor(app.clock.now());
      const privateImages = app.images
        .list('private')
        .map(
          (image) =>
            `/api/images/private/${encodeURIComponent(image.name)}?v=${image.version}` +
            `&exp=${expires}&sig=${signer.sign(image.name, expires)}`,
        );
      return { image_list: [...publicImages, ...privateImages] };
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
        response: {
          200: z.any().describe('The image bytes (AVIF, WebP or JPEG)'),
          400: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { kind, name } = request.params;
      const { exp, sig } = request.query;
      let cacheControl = 'public, max-age=31536000, immutable';
      if (kind === 'private') {
        // The signature is the authorization: without a valid, unexpired one, nothing is sent.
        if (exp === undefined || !sig || !signer.verify(name, exp, sig)) {
          throw new HttpError(403, LINK_INVALID);
        }
        const left = exp - app.clock.nowSeconds();
        if (left <= 0) throw new HttpError(403, LINK_EXPIRED);
        cacheControl = `private, max-age=${left}, immutable`;
      }
      if (!app.images.has(kind, name)) throw notFound('No such image.');
      const format = negotiateFormat(request.headers.accept);
      const file = await app.images.resized(kind, name, request.query.w, format);
      const { size } = await stat(file);
      return reply
        .header('Content-Type', contentType[format])
        .header('Content-Length', size)
        .header('Cache-Control', cacheControl)
        .header('Vary', 'Accept')
        .send(createReadStream(file));
    },
  );
};
