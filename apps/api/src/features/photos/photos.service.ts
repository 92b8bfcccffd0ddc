import { PHOTO_KINDS, photoMessages, type PhotoKind, type Photos } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import {
  describePhoto,
  descriptionsOf,
  forgetPhoto,
} from '../../db/photo-descriptions.repository.js';
import { imageDelivery } from '../../lib/images/image-delivery.js';
import { checkedPicture } from '../../lib/images/pictures.js';
import { HttpError } from '../../lib/http-error.js';

/**
 * Pictures admins upload from the browser (DECISIONS §16): decoded by sharp before anything is
 * kept, so a file that is not a picture, a picture named as another format, or a decompression
 * bomb is refused with nothing stored. Originals stay private; they are only ever sent through
 * the resized, metadata-free pipeline.
 */
export function photosService(app: FastifyInstance) {
  const delivery = imageDelivery(app);

  async function list(): Promise<Photos> {
    const of = async (kind: PhotoKind) => {
      const said = await descriptionsOf(app.db, kind);
      return delivery
        .listed(kind)
        .map((photo) => ({ ...photo, description: said.get(photo.name) ?? null }));
    };
    const [publicPhotos, privatePhotos, guidePhotos] = await Promise.all(
      PHOTO_KINDS.map((kind) => of(kind)),
    );
    return { public: publicPhotos!, private: privatePhotos!, guide: guidePhotos! };
  }

  return {
    list,

    async upload(kind: PhotoKind, fileName: string, content: Buffer) {
      const name = await checkedPicture(fileName, content);
      await app.images.add(kind, name, content);
      return { message: 'Picture uploaded.', name, ...(await list()) };
    },

    async remove(kind: PhotoKind, name: string) {
      if (!(await app.images.remove(kind, name))) throw new HttpError(404, photoMessages.noPhoto);
      await forgetPhoto(app.db, { kind, name });
      return { message: 'Picture deleted.', ...(await list()) };
    },

    /** Keeps what a picture shows (read aloud in its place); empty: the house's name and day. */
    async describe(kind: PhotoKind, name: string, description: string) {
      if (!app.images.has(kind, name)) throw new HttpError(404, photoMessages.noPhoto);
      await describePhoto(app.db, { kind, name }, description, app.clock.now().toISOString());
      return { message: 'Description saved.', ...(await list()) };
    },
  };
}

export type PhotosService = ReturnType<typeof photosService>;
