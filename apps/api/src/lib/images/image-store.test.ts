import { mkdtempSync, rmSync } from 'node:fs';
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
