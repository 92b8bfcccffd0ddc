import { randomBytes } from 'node:crypto';
import {
  PHOTO_KINDS,
  PHOTO_MAX_PIXELS,
  photoMessages,
  type PhotoKind,
  type Photos,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  describePhoto,
  descriptionsOf,
  forgetPhoto,
} from '../../db/photo-descriptions.repository.js';
import { imageDelivery } from '../../lib/images/image-delivery.js';
import { HttpError } from '../../lib/http-error.js';

/** The formats kept, with the endings their files may have and their names for people. */
const FORMATS: Record<string, { endings: string[]; name: string; ending: string }> = {
  jpeg: { endings: ['jpg', 'jpeg'], name: 'JPEG', ending: 'jpg' },
  png: { endings: ['png'], name: 'PNG', ending: 'png' },
  webp: { endings: ['webp'], name: 'WebP', ending: 'webp' },
  heif: { endings: ['avif'], name: 'AVIF', ending: 'avif' },
};

/** A stored name from the file's own: its stem made safe, a random part, the format's ending. */
function storedName(fileName: string, ending: string): string {
  const stem =
    fileName
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^[^A-Za-z0-9]+|[-.]+$/g, '')
      .slice(0, 60) || 'photo';
  return `${stem}-${randomBytes(4).toString('hex')}.${ending}`;
}

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
      if (content.length === 0) throw new HttpError(400, photoMessages.empty);
      let format: (typeof FORMATS)[string] | undefined;
      try {
        const meta = await sharp(content, { limitInputPixels: false }).metadata();
        if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS) {
          throw new HttpError(400, photoMessages.tooManyPixels);
        }
        format = meta.format ? FORMATS[meta.format] : undefined;
        if (meta.format === 'heif' && meta.compression !== 'av1') format = undefined;
        if (!format) throw new HttpError(400, photoMessages.notPicture);
        // Every pixel decoded once: a truncated or broken file is found now, not when shown.
        await sharp(content, { limitInputPixels: PHOTO_MAX_PIXELS }).resize(32).toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, photoMessages.notPicture);
      }
      const ending = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
      if (!format.endings.includes(ending)) {
        throw new HttpError(400, photoMessages.wrongEnding(ending || '(none)', format.name));
      }
      const name = storedName(fileName, format.ending);
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
