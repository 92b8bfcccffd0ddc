import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { drawSamplePicturesApart } from './draw-apart.js';
import { sampleScenes } from './scenes.js';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const files = (folder: string) => readdirSync(folder).sort();

describe('the sample pictures drawn in a process of their own', () => {
  it('draws the gallery and the guides’ pictures, then leaves them alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stuga-draw-'));
    const images = path.join(dir, 'images');
    const guide = path.join(dir, 'guide-images');
    await drawSamplePicturesApart(images, guide);

    for (const [kind, scenes] of Object.entries(sampleScenes)) {
      expect(files(path.join(images, kind))).toEqual(
        scenes.map((scene) => `${scene.name}.jpg`).sort(),
      );
    }
    expect(files(guide)).toEqual(['forest.jpg', 'house.jpg', 'lake.jpg']);

    // In place: nothing is drawn again (no file is written anew).
    const written = statSync(path.join(guide, 'lake.jpg')).mtimeMs;
    await drawSamplePicturesApart(images, guide);
    expect(statSync(path.join(guide, 'lake.jpg')).mtimeMs).toBe(written);
  }, 120_000);

  it('says so when the drawing fails', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stuga-draw-'));
    // A file where the gallery's folder should be: the child cannot write there.
    writeFileSync(path.join(dir, 'images'), 'not a folder');
    await expect(
      drawSamplePicturesApart(path.join(dir, 'images'), path.join(dir, 'guide-images')),
    ).rejects.toThrow(/^Drawing the sample pictures failed \(exit code 1\)$/);
  }, 60_000);
});
