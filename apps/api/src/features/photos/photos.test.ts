import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { Photos, PhotoUploadResponse } from '@stuga/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';
import { multipart } from '../../test/uploads.js';

/** Pictures uploaded from the browser (DECISIONS §16). */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());

const upload = (kind: string, fileName: string, content: Buffer, headers = admin.headers) => {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/photos/${kind}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const photos = async () =>
  json<Photos>(
    await t.app.inject({ method: 'GET', url: '/api/admin/photos', headers: admin.headers }),
  );
const originals = (kind: 'public' | 'private' | 'guide') =>
  readdirSync(
    kind === 'guide' ? path.join(t.dataDir, 'guide-images') : path.join(t.dataDir, 'images', kind),
  );

const picture = (format: 'jpeg' | 'png', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

/** A PNG whose header says 50 000 × 50 000 pixels: a decompression bomb's first bytes. */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('uploading pictures', () => {
  it('keeps a JPEG and serves it resized without its GPS position', async () => {
    const withGps = await sharp(await picture('jpeg'))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const answer = await upload('public', 'Sjön i juni.JPG', withGps);
    expect(answer.statusCode).toBe(201);
    const body = json<PhotoUploadResponse>(answer);
    expect(body.message).toBe('Picture uploaded.');
    expect(body.name).toMatch(/^Sjon-i-juni-[0-9a-f]{8}\.jpg$/);
    const listed = body.public.find((photo) => photo.name === body.name)!;
    // In the carousel's list for everyone.
    const gallery = json<{ image_list: string[] }>(
      await t.app.inject({ method: 'GET', url: '/api/get_images' }),
    );
    expect(gallery.image_list).toContain(listed.url);
    const served = await t.app.inject({
      method: 'GET',
      url: `${listed.url}&w=320`,
      headers: { accept: 'image/jpeg' },
    });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('keeps private pictures at signed addresses only', async () => {
    const answer = await upload('private', 'inside.png', await picture('png'));
    expect(answer.statusCode).toBe(201);
    const { name, private: list } = json<PhotoUploadResponse>(answer);
    expect(list.find((photo) => photo.name === name)!.url).toMatch(/&exp=\d+&sig=/);
  });

  it('refuses what is not a picture, a wrong ending, an empty file, a bomb and 26 MB, storing nothing', async () => {
    const before = { listed: await photos(), files: originals('public') };
    const refused = async (fileName: string, content: Buffer, status: number, message: string) => {
      const answer = await upload('public', fileName, content);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toBe(message);
    };
    await refused(
      'notes.jpg',
      Buffer.from('Remember the keys.\n'),
      400,
      'This file is not a picture the app can show (JPEG, PNG, WebP or AVIF).',
    );
    await refused(
      'renamed.jpg',
      await picture('png'),
      400,
      'This file is named .jpg but is a PNG picture. Save it with the right ending and try again.',
    );
    await refused('empty.jpg', Buffer.alloc(0), 400, 'This file is empty.');
    await refused('bomb.png', bombPng(), 400, 'This picture is too large: at most 50 megapixels.');
    const huge = Buffer.concat([await picture('jpeg'), Buffer.alloc(26 * 1024 * 1024)]);
    await refused('huge.jpg', huge, 413, 'Each picture may be at most 25 MB.');
    expect(await photos()).toEqual(before.listed);
    expect(originals('public')).toEqual(before.files);
  });

  it('refuses an upload cut off before its end with 400, storing nothing', async () => {
    const before = originals('public');
    const whole = multipart('cut.jpg', await picture('jpeg', 400, 300));
    for (const keep of [whole.payload.length - 10, whole.payload.length / 2, 90]) {
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/admin/photos/public',
        headers: { ...admin.headers, ...whole.headers },
        payload: whole.payload.subarray(0, Math.floor(keep)),
      });
      expect({ keep, status: cut.statusCode, message: json(cut).message }).toEqual({
        keep,
        status: 400,
        message: 'The upload was cut off before its end. Please try again.',
      });
    }
    expect(originals('public')).toEqual(before);
  });

  it('keeps what an admin says a picture shows, given with the gallery; empty removes it', async () => {
    const uploaded = json<PhotoUploadResponse>(
      await upload('public', 'gps bc5e0026.jpg', await picture('jpeg')),
    );
    const describe = (description: string, headers = admin.headers) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/photos/public/${uploaded.name}/description`,
        headers,
        payload: { description },
      });
    const mine = (list: Photos) => list.public.find((photo) => photo.name === uploaded.name)!;
    // Added today, by the real clock (the file's own time): the app's may be pinned.
    expect(mine(uploaded)).toMatchObject({
      description: null,
      added: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const said = await describe('  The jetty in the evening sun ');
    expect(said.statusCode).toBe(200);
    expect(mine(json<Photos>(said)).description).toBe('The jetty in the evening sun');
    const gallery = json<{ images: { address: string; description: string | null }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/get_images' }),
    );
    expect(gallery.images.find((image) => image.address.includes(uploaded.name))).toMatchObject({
      description: 'The jetty in the evening sun',
    });
    expect((await describe('x'.repeat(201))).statusCode).toBe(400);
    const member = await loginAs(t, 'trusted');
    expect((await describe('Mine now', member.headers)).statusCode).toBe(403);
    expect(mine(json<Photos>(await describe(''))).description).toBeNull();
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/photos/public/nothing-here.jpg/description',
      headers: admin.headers,
      payload: { description: 'Nothing' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lands 10 uploads made at once', async () => {
    const before = (await photos()).guide.length;
    const content = await picture('jpeg');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => upload('guide', `room-${i}.jpg`, content)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const after = await photos();
    expect(after.guide).toHaveLength(before + 10);
    expect(originals('guide').filter((file) => file.startsWith('.'))).toEqual([]);
  });

  it('deletes a picture, and is for admins only', async () => {
    // The visitors' list is a kept answer (issue 61): it shows an upload and a deletion at once.
    const gallery = async () =>
      json<{ image_list: string[] }>(await t.app.inject({ method: 'GET', url: '/api/get_images' }))
        .image_list;
    const before = await gallery();
    const { name } = json<PhotoUploadResponse>(
      await upload('public', 'gone.jpg', await picture('jpeg')),
    );
    expect(await gallery()).toHaveLength(before.length + 1);
    expect((await gallery()).some((address) => address.includes(name))).toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/public/${name}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().public.some((photo: { name: string }) => photo.name === name)).toBe(
      false,
    );
    expect(await gallery()).toEqual(before);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/photos/public/${name}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('No such picture.');
    const member = await loginAs(t, 'trusted');
    expect(
      (await upload('public', 'x.jpg', await picture('jpeg'), member.headers)).statusCode,
    ).toBe(403);
  });
});
