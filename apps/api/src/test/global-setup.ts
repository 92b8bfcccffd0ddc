import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawGuideImages, drawSampleImages } from '../db/seed/images.js';

/** Sample images are drawn once per run and copied into each test's data folder. */
export const sampleImagesDir = fileURLToPath(new URL('../../.tmp/sample-images', import.meta.url));
export const sampleGuideImagesDir = fileURLToPath(
  new URL('../../.tmp/sample-guide-images', import.meta.url),
);

export default async function setup(): Promise<void> {
  mkdirSync(path.dirname(sampleImagesDir), { recursive: true });
  await drawSampleImages(sampleImagesDir);
  await drawGuideImages(sampleGuideImagesDir, sampleImagesDir);
}
