import { randomBytes } from 'node:crypto';
import { PHOTO_MAX_PIXELS, photoMessages, type MessageText } from '@stuga/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.js';
import { loadSharp } from './sharp.js';

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
 * A picture from a browser, decoded by sharp before anything is kept: a file that is not a
 * picture, a picture named as another format, or a decompression bomb is refused. Answers the
 * name to store it under. Originals are only ever sent through the resized, metadata-free
 * pipeline.
 */
export async function checkedPicture(fileName: string, content: Buffer): Promise<string> {
  if (content.length === 0) throw new HttpError(400, photoMessages.empty);
  let format: (typeof FORMATS)[string] | undefined;
  const sharp = await loadSharp();
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
  return storedName(fileName, format.ending);
}

/** What an upload's refusals say: the pictures' unless a form says its own. */
export interface UploadWords {
  none: MessageText;
  tooBig: MessageText;
  cutOff: MessageText;
  /** More fields than the form has. */
  fields?: MessageText;
}

const PICTURE_WORDS: UploadWords = {
  none: photoMessages.none,
  tooBig: photoMessages.tooBig,
  cutOff: photoMessages.cutOff,
};

/**
 * The one file of a multipart request (field "file"), with the form's fields sent before it, or
 * the refusal a client's mistake earns, in `words`.
 */
export async function oneUpload(
  app: FastifyInstance,
  request: FastifyRequest,
  words: UploadWords = PICTURE_WORDS,
): Promise<{ filename: string; content: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(400, words.none);
  try {
    const file = await request.file();
    if (!file) throw new HttpError(400, words.none);
    const fields: Record<string, string> = {};
    for (const [name, part] of Object.entries(file.fields)) {
      const field = part as { type?: string; value?: unknown };
      if (field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
    }
    return { filename: file.filename, content: await file.toBuffer(), fields };
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, words.tooBig);
    }
    if (words.fields && error instanceof app.multipartErrors.FieldsLimitError) {
      throw new HttpError(400, words.fields);
    }
    // What the form's parser says of a body that ends early or is malformed: the client's.
    if (!(error instanceof HttpError) && !(error as { statusCode?: number }).statusCode) {
      throw new HttpError(400, words.cutOff);
    }
    throw error;
  }
}
