import { hasAccess, type AccessHolder, type Content, msg } from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { imageDelivery, type ImageQuery } from '../../lib/images/image-delivery.js';
import { readHouseName, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { descriptionsOf } from '../../db/photo-descriptions.repository.js';
import { notFound } from '../../lib/http-error.js';
import { findAboutContent, findSubPageMessage } from './content.repository.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';

/** The gallery's kinds a viewer sees: private ones only with private access. */
const galleryKinds = (viewer: AccessHolder | null) =>
  hasAccess(viewer, 'private') ? (['public', 'private'] as const) : (['public'] as const);

/** The About content, the Sub page message, the gallery and its resized images. */
export function contentService(app: FastifyInstance) {
  const delivery = imageDelivery(app);
  return {
    /** The house's name: header, page titles and mail (DECISIONS §16). */
    houseName: async () => ({ name: await readHouseName(app.db) }),

    /** Renames the house; pages and mail made from now on carry the new name. */
    async setHouseName(caller: Caller, name: string) {
      await adminWrite(app, caller, (db) => writeSettings(db, { [settingKeys.houseName]: name }));
      app.pageFacts.forget();
      return { name };
    },

    async about() {
      const content = await findAboutContent(app.db);
      if (!content)
        throw notFound(msg('api.content.noAbout', 'The About page has not been written yet.'));
      return content;
    },

    message: async () => ({ message: (await findSubPageMessage(app.db)) ?? '' }),

    /** Writes the About page (a new house has none until an admin writes it). */
    async setAbout(caller: Caller, content: Content) {
      await adminWrite(app, caller, (db) => writeSettings(db, { [settingKeys.about]: content }));
      return content;
    },

    /** Writes the Sub page's message (empty: none). */
    async setMessage(caller: Caller, message: string) {
      await adminWrite(app, caller, (db) => writeSettings(db, { [settingKeys.message]: message }));
      return { message };
    },

    /**
     * What the gallery's answer for `viewer` depends on besides the data (which the kept answers
     * follow): the kinds they see, each folder's listing and the hour private addresses are
     * signed until.
     */
    galleryKey: (viewer: AccessHolder | null) =>
      `gallery ${galleryKinds(viewer).map(delivery.listingKey).join(' ')}`,

    /**
     * Public images for everyone; private ones too for members with private access; each with
     * what an admin says it shows and the day it was added.
     */
    async gallery(viewer: AccessHolder | null) {
      const kinds = galleryKinds(viewer);
      const images = [];
      for (const kind of kinds) {
        const said = await descriptionsOf(app.db, kind);
        for (const image of delivery.listed(kind)) {
          images.push({
            address: image.url,
            description: said.get(image.name) ?? null,
            added: image.added,
          });
        }
      }
      return { image_list: images.map((image) => image.address), images };
    },

    image(
      reply: FastifyReply,
      kind: 'public' | 'private',
      name: string,
      query: ImageQuery,
      accept: string | undefined,
    ) {
      return delivery.send(reply, kind, name, query, accept);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
