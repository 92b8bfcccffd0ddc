import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { open, readdir, rename, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { ImageWidth } from '@stuga/shared';
import { loadSharp } from './sharp.js';

/**
 * The gallery's two kinds, the guides' pictures, the house log's photos (DECISIONS §20) and the
 * costs' receipts (§23).
 */
export type ImageKind = 'public' | 'private' | 'guide' | 'log' | 'receipt';
export const IMAGE_KINDS: readonly ImageKind[] = ['public', 'private', 'guide', 'log', 'receipt'];
export type ImageFormat = 'avif' | 'webp' | 'jpeg';

/** File names the gallery serves: no folders, no dot files, a known image extension. */
export const IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\.(jpe?g|png|webp|avif)$/;

export interface StoredImage {
  name: string;
  /** Changes whenever the original changes, so addresses can be cached forever. */
  version: string;
  /** When the original was written (its upload), as an instant. */
  added: Date;
}

const quality: Record<ImageFormat, number> = { avif: 50, webp: 78, jpeg: 80 };

/**
 * Resizing never takes the server's last core (decision 0003): each resize runs on one libvips
 * thread (`loadSharp`), and at most one fewer at once than the machine has cores (one on a
 * two-core machine).
 * A page of uncached photos (AVIF at 1920 px takes about a second each) then waits its turn,
 * instead of the app's own code and calls waiting behind it for seconds.
 */
export const RESIZES_AT_ONCE = Math.max(1, availableParallelism() - 1);

/** Where each kind's originals live, and where resized copies are kept. */
export interface ImageFolders {
  originals: Record<ImageKind, string>;
  cache: string;
}

/**
 * The folders of a data folder: `images/{public,private,house-log,receipts}`, `guide-images`,
 * `cache/images`.
 */
export function imageFolders(dataDir: string): ImageFolders {
  return {
    originals: {
      public: path.join(dataDir, 'images', 'public'),
      private: path.join(dataDir, 'images', 'private'),
      guide: path.join(dataDir, 'guide-images'),
      log: path.join(dataDir, 'images', 'house-log'),
      receipt: path.join(dataDir, 'images', 'receipts'),
    },
    cache: path.join(dataDir, 'cache', 'images'),
  };
}

/**
 * Images on disk, served only as resized copies: originals per kind (gallery and guides), resized
 * copies in the cache folder, made once per size and format.
 */
export class ImageStore {
  private readonly listings = new Map<ImageKind, { stamp: number; images: StoredImage[] }>();
  /**
   * The kinds whose folder was looked at in this turn of the event loop: requests that arrive
   * together share one look, as they share one data version (decision 0058). The visitors' photo
   * list asks on every request, and the look (a `stat`) was its largest cost of its own.
   */
  private readonly lookedAt = new Set<ImageKind>();
  private readonly inFlight = new Map<string, Promise<string>>();
  private readonly renders = pLimit(RESIZES_AT_ONCE);

  constructor(private readonly folders: ImageFolders) {
    for (const kind of IMAGE_KINDS) mkdirSync(folders.originals[kind], { recursive: true });
    mkdirSync(folders.cache, { recursive: true });
  }

  /**
   * What the listing of one kind is now, as a token that changes whenever an image of it comes
   * or goes (the folder's modification time, read as `list` reads it).
   */
  version(kind: ImageKind): string {
    this.list(kind);
    return String(this.listings.get(kind)?.stamp ?? 'none');
  }

  /** The images of one kind, sorted by name; re-read only when the folder changes. */
  list(kind: ImageKind): StoredImage[] {
    const cached = this.listings.get(kind);
    if (cached && this.lookedAt.has(kind)) return cached.images;
    const dir = this.folders.originals[kind];
    // A folder removed while running holds no images; it is not a server fault.
    const stamp = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
    if (stamp === undefined) return [];
    if (this.lookedAt.size === 0) setImmediate(() => this.lookedAt.clear());
    this.lookedAt.add(kind);
    if (cached && cached.stamp === stamp) return cached.images;
    const images = readdirSync(dir)
      .filter((name) => IMAGE_NAME.test(name))
      .sort()
      .map((name) => {
        const info = statSync(path.join(dir, name));
        const version = createHash('sha256')
          .update(`${name}:${info.size}:${info.mtimeMs}`)
          .digest('base64url')
          .slice(0, 10);
        return { name, version, added: info.mtime };
      });
    this.listings.set(kind, { stamp, images });
    return images;
  }

  /**
   * Keeps a new original under `name` (checked by the caller): written to a dot file (never
   * listed) and renamed, so no reader sees half a picture; the listing is read anew.
   */
  async add(kind: ImageKind, name: string, content: Buffer): Promise<void> {
    if (!IMAGE_NAME.test(name)) throw new Error(`Not an image name: ${name}`);
    const dir = this.folders.originals[kind];
    const partial = path.join(dir, `.upload-${process.pid}-${randomBytes(6).toString('hex')}`);
    try {
      await writeFile(partial, content, { flag: 'wx' });
      await rename(partial, path.join(dir, name));
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    } finally {
      this.listings.delete(kind);
    }
  }

  /** Removes an original and its resized copies; answers whether it was there. */
  async remove(kind: ImageKind, name: string): Promise<boolean> {
    if (!this.has(kind, name)) return false;
    try {
      await unlink(path.join(this.folders.originals[kind], name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    } finally {
      this.listings.delete(kind);
    }
    const cached = path.join(this.folders.cache, kind);
    const copies = (await readdir(cached).catch(() => [] as string[])).filter((file) =>
      file.startsWith(`${name}.`),
    );
    await Promise.all(copies.map((file) => unlink(path.join(cached, file)).catch(() => undefined)));
    return true;
  }

  /** Whether the original exists. */
  has(kind: ImageKind, name: string): boolean {
    return IMAGE_NAME.test(name) && this.list(kind).some((image) => image.name === name);
  }

  /**
   * The path of the image resized to `width` in `format`, made on first request and kept on disk.
   * Metadata is dropped (sharp keeps none unless asked) after turning the pixels upright.
   */
  async resized(
    kind: ImageKind,
    name: string,
    width: ImageWidth,
    format: ImageFormat,
  ): Promise<string> {
    const image = this.list(kind).find((candidate) => candidate.name === name);
    if (!image) throw new Error(`No image ${kind}/${name}`);
    const target = path.join(
      this.folders.cache,
      kind,
      `${name}.${image.version}.${width}.${format === 'jpeg' ? 'jpg' : format}`,
    );
    if (await exists(target)) return target;

    // Two requests for the same uncached size share one resize.
    const pending = this.inFlight.get(target);
    if (pending) return pending;
    const source = path.join(this.folders.originals[kind], name);
    const work = this.renders(() => this.render(source, target, width, format)).finally(() =>
      this.inFlight.delete(target),
    );
    this.inFlight.set(target, work);
    return work;
  }

  /**
   * The resized image opened for reading (as `resized`), or null when the image was removed
   * meanwhile: an admin may delete a photo while a phone asks for it. What was checked before
   * the work is checked again when the work fails, so a picture gone is "not found", never a
   * server fault; an open file stays readable even if it is removed while it is sent.
   */
  async openResized(
    kind: ImageKind,
    name: string,
    width: ImageWidth,
    format: ImageFormat,
  ): Promise<FileHandle | null> {
    try {
      return await open(await this.resized(kind, name, width, format));
    } catch (error) {
      if (!this.has(kind, name)) return null;
      throw error;
    }
  }

  private async render(
    source: string,
    target: string,
    width: number,
    format: ImageFormat,
  ): Promise<string> {
    mkdirSync(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    try {
      const sharp = await loadSharp();
      await sharp(source)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, { quality: quality[format] })
        .toFile(partial);
      // A rename is atomic: a reader never sees half a file.
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
    return target;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

/** The best format the browser says it accepts. */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const header = accept ?? '';
  if (/image\/avif/.test(header)) return 'avif';
  if (/image\/webp/.test(header)) return 'webp';
  return 'jpeg';
}
