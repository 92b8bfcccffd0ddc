import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DOCUMENT_FORMATS,
  documentEnding,
  documentMessages,
  PHOTO_MAX_PIXELS,
  type DocumentFormat,
} from '@stuga/shared';
import { PDFDocument } from 'pdf-lib';
import { HttpError } from '../../lib/http-error.js';
import { loadSharp } from '../../lib/images/sharp.js';

/** A stored document's name: random, with its format's ending; nothing else is ever served. */
export const DOCUMENT_FILE = /^[a-f0-9]{24}\.(pdf|jpg|png|webp)$/;

/** The largest side a document's picture is kept at: an A4 page scanned at 300 dpi. */
const PICTURE_SIDE = 3508;

/** A document's file as it is kept: its content (a picture made anew), format and pages. */
export interface CheckedDocument {
  content: Buffer;
  format: DocumentFormat;
  pages: number | null;
  name: string;
}

/** A PDF's pages, read by a PDF library: anything it cannot read is not a PDF. */
async function pdfPages(content: Buffer): Promise<number> {
  try {
    const pdf = await PDFDocument.load(content, { ignoreEncryption: true, updateMetadata: false });
    const pages = pdf.getPageCount();
    if (pages > 0) return pages;
  } catch {
    // Not a PDF it can read: refused below.
  }
  throw new HttpError(400, documentMessages.notDocument);
}

/**
 * A picture decoded and made anew (turned upright, at most A4 at 300 dpi, without its metadata:
 * where a phone took it, and when): anything that does not decode whole is not a picture.
 */
async function pictureAnew(content: Buffer): Promise<{ format: DocumentFormat; content: Buffer }> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(content, { limitInputPixels: false }).metadata();
    const format =
      meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp'
        ? meta.format
        : undefined;
    if (format && (meta.width ?? 0) * (meta.height ?? 0) <= PHOTO_MAX_PIXELS) {
      const made = await sharp(content, { limitInputPixels: PHOTO_MAX_PIXELS })
        .rotate()
        .resize({
          width: PICTURE_SIDE,
          height: PICTURE_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .toFormat(format)
        .toBuffer();
      return { format, content: made };
    }
  } catch {
    // Not a picture it can decode: refused below.
  }
  throw new HttpError(400, documentMessages.notDocument);
}

/**
 * A document's file checked by its content, never by its name (DECISIONS §24): a PDF the PDF
 * library reads, or a picture sharp decodes whole; the name's ending must agree with what the
 * content is (a PDF named `.jpg`, a script named `.pdf` are refused).
 */
export async function checkedDocument(fileName: string, content: Buffer): Promise<CheckedDocument> {
  if (content.length === 0) throw new HttpError(400, documentMessages.empty);
  const isPdf = content.subarray(0, 1024).includes('%PDF-');
  const checked = isPdf
    ? { format: 'pdf' as const, content, pages: await pdfPages(content) }
    : { ...(await pictureAnew(content)), pages: null };
  const ending = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  const format = DOCUMENT_FORMATS[checked.format];
  if (!(format.endings as readonly string[]).includes(ending)) {
    throw new HttpError(400, documentEnding(ending || '(none)', format.name));
  }
  return { ...checked, name: `${randomBytes(12).toString('hex')}.${format.endings[0]}` };
}

/** The documents' files, private in the data folder's `documents`. */
export function documentFiles(dataDir: string) {
  const folder = path.join(dataDir, 'documents');
  const where = (name: string) => {
    if (!DOCUMENT_FILE.test(name)) throw new Error(`Not a document's name: ${name}`);
    return path.join(folder, name);
  };
  return {
    /** Keeps a file whole or not at all: written aside, then moved into place. */
    async add(name: string, content: Buffer): Promise<void> {
      await mkdir(folder, { recursive: true });
      const partial = path.join(folder, `.upload-${process.pid}-${randomBytes(6).toString('hex')}`);
      try {
        await writeFile(partial, content, { flag: 'wx' });
        await rename(partial, where(name));
      } catch (error) {
        await unlink(partial).catch(() => undefined);
        throw error;
      }
    },
    async remove(name: string): Promise<void> {
      await unlink(where(name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    /** The file to send, with its size; undefined when it is not there. */
    async open(name: string) {
      const file = where(name);
      const size = await stat(file).then(
        (found) => found.size,
        () => undefined,
      );
      return size === undefined ? undefined : { size, stream: () => createReadStream(file) };
    },
  };
}
export type DocumentFiles = ReturnType<typeof documentFiles>;
