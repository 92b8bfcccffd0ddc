import { ErrorBodySchema, IMAGE_WIDTHS, type ImageWidth, msg } from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../http-error.js';
import { imageSigner, SIGNED_KINDS } from './image-signing.js';
import { negotiateFormat, type ImageKind } from './image-store.js';

const widths = IMAGE_WIDTHS.join(', ');
const widthMessage = msg('api.content.imageWidth', `Width must be one of ${widths}.`, { widths });

export const ImageQuerySchema = z.object({
  /** Wanted width in pixels. */
  w: z.coerce
    .number({ error: widthMessage })
    .refine((w): w is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(w), widthMessage)
    .default(1280),
  /** Version from the image list; only there to make the address change with the file. */
  v: z.string().max(64).optional(),
  /** Signed addresses: when the address stops working, in epoch seconds. */
  exp: z.coerce.number().int().optional(),
  /** Signed addresses: the signature of the address. */
  sig: z.string().max(128).optional(),
});
export type ImageQuery = z.output<typeof ImageQuerySchema>;

export const imageResponses = {
  200: z.any().describe('The image bytes (AVIF, WebP or JPEG)'),
  400: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};

const LINK_INVALID = msg('api.content.imageLink', 'This image link is not valid.');
const LINK_EXPIRED = msg(
  'api.content.imageLinkExpired',
  'This image link has expired. Reload the page.',
);
const contentType = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/** Where each kind is served from. */
const basePath: Record<ImageKind, string> = {
  public: '/api/images/public/',
  private: '/api/images/private/',
  guide: '/p/',
  log: '/api/house-log/photos/',
  receipt: '/api/costs/receipts/',
};

/**
 * Addresses for stored images, and the images themselves: always resized, in the best format the
 * browser takes, without metadata; private gallery images and guide pictures only at a signed,
 * expiring address (DECISIONS §5).
 */
export function imageDelivery(app: FastifyInstance) {
  const signer = imageSigner(app.config.jwtSecret);

  return {
    /**
     * The addresses of every stored image of a kind, by name. Signed kinds get a signature that
     * expires within a day: whoever calls this has checked that the caller may see them.
     */
    addresses(kind: ImageKind): Map<string, string> {
      return new Map(this.listed(kind).map((image) => [image.name, image.url]));
    },

    /**
     * What `listed(kind)` gives depends on besides the data: the folder's listing and, for a
     * signed kind, the hour its addresses are signed until (they change once an hour).
     */
    listingKey(kind: ImageKind): string {
      const signed = SIGNED_KINDS.has(kind) ? `:${signer.expiryFor(app.clock.now())}` : '';
      return `${kind}:${app.images.version(kind)}${signed}`;
    },

    /**
     * Every stored image of a kind, by name, from one reading of its folder: its address (as
     * `addresses` gives it) and the day it was added, in the house's time zone.
     */
    listed(kind: ImageKind): { name: string; url: string; added: string }[] {
      const expires = signer.expiryFor(app.clock.now());
      return app.images.list(kind).map((image) => {
        const address = `${basePath[kind]}${encodeURIComponent(image.name)}?v=${image.version}`;
        return {
          name: image.name,
          url: SIGNED_KINDS.has(kind)
            ? `${address}&${signer.query(kind, image.name, expires)}`
            : address,
          added: app.clock.dayOf(image.added),
        };
      });
    },

    /** Sends one image, resized; a signed kind needs a valid, unexpired signature. */
    async send(
      reply: FastifyReply,
      kind: ImageKind,
      name: string,
      query: ImageQuery,
      accept?: string,
    ) {
      let cacheControl = 'public, max-age=31536000, immutable';
      if (SIGNED_KINDS.has(kind)) {
        // The signature is the authorization: without a valid, unexpired one, nothing is sent.
        const { exp, sig } = query;
        if (exp === undefined || !sig || !signer.verify(kind, name, exp, sig)) {
          throw new HttpError(403, LINK_INVALID);
        }
        const left = exp - app.clock.nowSeconds();
        if (left <= 0) throw new HttpError(403, LINK_EXPIRED);
        cacheControl = `private, max-age=${left}, immutable`;
      }
      const noImage = () => notFound(msg('api.content.noImage', 'No such image.'));
      if (!app.images.has(kind, name)) throw noImage();
      const format = negotiateFormat(accept);
      const file = await app.images.openResized(kind, name, query.w, format);
      if (!file) throw noImage();
      let size: number;
      try {
        ({ size } = await file.stat());
      } catch (error) {
        await file.close();
        throw error;
      }
      return reply
        .header('Content-Type', contentType[format])
        .header('Content-Length', size)
        .header('Cache-Control', cacheControl)
        .header('Vary', 'Accept')
        .send(file.createReadStream());
    },
  };
}
