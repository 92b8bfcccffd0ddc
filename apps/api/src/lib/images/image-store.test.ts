import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drawSampleImages } from '../../db/seed/images.js';
import { imageFolders, ImageStore, RESIZES_AT_ONCE } from './image-store.js';

/** How many resized copies are being written at once, and the most there ever were. */
const writing = vi.hoisted(() => ({ now: 0, most: 0 }));

// The real sharp, its writes counted while they run.
vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof Sharp }>()).default;
  const counted = (...args: Parameters<typeof real>) => {
    const pipeline = real(...args);
    const toFile = pipeline.toFile.bind(pipeline);
    pipeline.toFile = (async (file: string) => {
      writing.now += 1;
      writing.most = Math.max(writing.most, writing.now);
      try {
        return await toFile(file);
      } finally {
        writing.now -= 1;
      }
    }) as typeof pipeline.toFile;
    return pipeline;
  };
  return { default: Object.assign(counted, real) };
});

let dataDir: string;
let store: ImageStore;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-images-'));
  store = new ImageStore(imageFolders(dataDir));
  await drawSampleImages(path.join(dataDir, 'images'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('resized copies', () => {
  it('are made a few at a time, leaving a core to the server, and each once', async () => {
    const names = store.list('public').map((image) => image.name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    writing.most = 0;
    const asked = [...names, ...names].map((name) => store.resized('public', name, 640, 'webp'));
    const files = await Promise.all(asked);
    // Asked twice, made once: both answers name the same copy.
    expect(files.slice(0, names.length)).toEqual(files.slice(names.length));
    expect(new Set(files).size).toBe(names.length);
    expect(writing.most).toBeGreaterThan(0);
    expect(writing.most).toBeLessThanOrEqual(RESIZES_AT_ONCE);
  });
});

describe('an image removed while it is asked for', () => {
  /** A copy of a sample photo under a new name, to be removed. */
  const copyOfASample = async (name: string) => {
    const [first] = store.list('public');
    await store.add(
      'public',
      name,
      readFileSync(path.join(dataDir, 'images', 'public', first!.name)),
    );
  };

  it('is not there (null), not a failure, when it went before its copy was made', async () => {
    await copyOfASample('gone-before.jpg');
    expect(store.has('public', 'gone-before.jpg')).toBe(true);
    await store.remove('public', 'gone-before.jpg');
    await expect(store.openResized('public', 'gone-before.jpg', 320, 'webp')).resolves.toBeNull();
  });

  it('is not there (null) when it went while its copy waited to be made', async () => {
    await copyOfASample('gone-while-waiting.jpg');
    // The resizes ahead of it keep it waiting while it is removed.
    const ahead = store
      .list('public')
      .filter((image) => image.name !== 'gone-while-waiting.jpg')
      .map((image) => store.resized('public', image.name, 1280, 'webp'));
    const asked = store.openResized('public', 'gone-while-waiting.jpg', 320, 'avif');
    await store.remove('public', 'gone-while-waiting.jpg');
    await expect(asked).resolves.toBeNull();
    await Promise.all(ahead);
  });

  it('is still sent whole once opened, though removed meanwhile', async () => {
    await copyOfASample('gone-while-sent.jpg');
    const file = await store.openResized('public', 'gone-while-sent.jpg', 320, 'webp');
    expect(file).not.toBeNull();
    const { size } = await file!.stat();
    await store.remove('public', 'gone-while-sent.jpg');
    const read = await file!.readFile();
    await file!.close();
    expect(read.length).toBe(size);
    expect(size).toBeGreaterThan(0);
  });
});

describe('the listing of a folder', () => {
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
  const names = () => store.list('private').map((image) => image.name);

  it('is looked at once a turn, and sees an image another process added in the next', async () => {
    const [sample] = store.list('public');
    const content = readFileSync(path.join(dataDir, 'images', 'public', sample!.name));
    await nextTurn();
    const before = names();
    // Written into the folder past this store, as another process's upload would be.
    writeFileSync(path.join(dataDir, 'images', 'private', 'from-elsewhere.jpg'), content);
    expect(names()).toEqual(before);
    await nextTurn();
    expect(names()).toContain('from-elsewhere.jpg');
  });

  it('sees what this store adds and removes at once, in the same turn', async () => {
    const [sample] = store.list('public');
    const content = readFileSync(path.join(dataDir, 'images', 'public', sample!.name));
    await store.add('private', 'added-here.jpg', content);
    expect(names()).toContain('added-here.jpg');
    expect(await store.remove('private', 'added-here.jpg')).toBe(true);
    expect(names()).not.toContain('added-here.jpg');
  });
});
