import { hasAccess, type AccessHolder } from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { imageDelivery, type ImageQuery } from '../../lib/images/image-delivery.js';
import { readHouseName, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { notFound } from '../../lib/http-error.js';
import { findAboutContent, findSubPageMessage } from './content.repository.js';

/** The About content, the Sub page message, the gallery and its resized images. */
export function contentService(app: FastifyInstance) {
  const images = imageDelivery(app);
  const addresses = (kind: 'public' | 'private') => [...images.addresses(kind).values()];
  return {
    /** The house's name: header, page titles and mail (DECISIONS §16). */
    houseName: async () => ({ name: await readHouseName(app.db) }),

    /** Renames the house; pages and mail made from now on carry the new name. */
    async setHouseName(name: string) {
      await writeSettings(app.db, { [settingKeys.houseName]: name });
      app.pageHouseName.forget();
      return { name };
    },

    async about() {
      const content = await findAboutContent(app.db);
      if (!content) throw notFound('The About page has not been written yet.');
      return content;
    },

    message: async () => ({ message: (await findSubPageMessage(app.db)) ?? '' }),

    /** Public images for everyone; private ones too for members with private access. */
    gallery(viewer: AccessHolder | null) {
      const publicImages = addresses('public');
      if (!hasAccess(viewer, 'private')) return { image_list: publicImages };
      return { image_list: [...publicImages, ...addresses('private')] };
    },

    image(
      reply: FastifyReply,
      kind: 'public' | 'private',
      name: string,
      query: ImageQuery,
      accept: string | undefined,
    ) {
      return images.send(reply, kind, name, query, accept);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
