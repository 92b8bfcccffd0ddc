import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentSchema, ImageListSchema } from '@stuga/shared';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/content', () => {
  it('returns the seeded About content: a term, a definition and three cards', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(response.statusCode).toBe(200);
    const content = ContentSchema.parse(json(response));
    expect(content.definition.term).toBe('Stuga');
    expect(content.about.house.title).toBe('The house');
    expect(content.about.setting.title).toBe('The setting');
    expect(content.about.technology.title).toBe('The technology');
  });
});

describe('GET /api/message', () => {
  it('returns the Sub page message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/message' });
    expect(response.statusCode).toBe(200);
    expect(json(response).message).toMatch(/Välkommen/);
  });
});

describe('GET /api/get_images', () => {
  it('lists the public images for a visitor, with versioned addresses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get_images' });
    expect(response.statusCode).toBe(200);
    const { image_list } = ImageListSchema.parse(json(response));
    expect(image_list).toHaveLength(4);
    for (const address of image_list) {
      expect(address).toMatch(/^\/api\/images\/public\/[a-z-]+\.jpg\?v=[\w-]{10}$/);
    }
    expect(image_list.join()).not.toContain('private');
  });
});

describe('GET /api/images/:kind/:name', () => {
  const original = () => path.join(t.dataDir, 'images', 'public', 'lake-morning.jpg');

  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'avif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('answers Accept %s with %s', async (accept, type, format) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/images/public/lake-morning.jpg?w=640',
      headers: { accept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers.vary).toBe('Accept');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe(format === 'avif' ? 'heif' : format);
    expect(meta.width).toBe(640);
  });

  it('serves 1920 px wide at no more than a quarter of the original in every format', async () => {
    const originalBytes = statSync(original()).size;
    for (const accept of ['image/avif', 'image/webp', 'image/jpeg']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/images/public/lake-morning.jpg?w=1920',
        headers: { accept },
      });
      expect(response.statusCode).toBe(200);
      expect((await sharp(response.rawPayload).metadata()).width).toBe(1920);
      expect(response.rawPayload.length).toBeLessThanOrEqual(originalBytes / 4);
    }
  });

  it('strips the camera metadata, GPS included, that the original carries', async () => {
    expect((await sharp(original()).metadata()).exif).toBeDefined();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/images/public/lake-morning.jpg?w=960',
      headers: { accept: 'image/jpeg' },
    });
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(response.rawPayload.includes(Buffer.from('Stuga Sample Camera'))).toBe(false);
  });

  it('sends immutable cache headers and keeps the resized file on disk', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/images/public/winter-shore.jpg?w=320',
      headers: { accept: 'image/webp' },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const cacheDir = path.join(t.dataDir, 'cache', 'images', 'public');
    const cached = readdirSync(cacheDir).filter((f) => f.startsWith('winter-shore.jpg.'));
    expect(cached).toHaveLength(1);
    expect(cached[0]).toMatch(/\.320\.webp$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/images/public/winter-shore.jpg?w=320',
      headers: { accept: 'image/webp' },
    });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('gives two simultaneous requests for an uncached size the same image', async () => {
    const request = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/images/public/autumn-forest.jpg?w=960',
        headers: { accept: 'image/webp' },
      });
    const [a, b] = await Promise.all([request(), request()]);
    expect(a.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('refuses unknown images, other collections and widths it does not make', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/images/public/nope.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ error: 'No such image.', message: 'No such image.' });

    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/images/public/..%2F..%2Fjwt-secret',
    });
    expect(traversal.statusCode).toBe(400);

    const privatePart = await t.app.inject({
      method: 'GET',
      url: '/api/images/private/sauna-night.jpg',
    });
    expect(privatePart.statusCode).toBe(403);
    const otherPart = await t.app.inject({ method: 'GET', url: '/api/images/secret/x.jpg' });
    expect(otherPart.statusCode).toBe(400);

    const width = await t.app.inject({
      method: 'GET',
      url: '/api/images/public/lake-morning.jpg?w=5000',
    });
    expect(width.statusCode).toBe(400);
    expect(existsSync(path.join(t.dataDir, 'cache', 'images', 'public'))).toBe(true);
  });
});
