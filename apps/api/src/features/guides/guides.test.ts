import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 'admin')).headers;
  member = (await loginAs(t, 'verified')).headers;
});
afterAll(() => t.close());

const guide = async (type = 'house', headers = member) =>
  t.app.inject({ method: 'GET', url: `/api/guides/${type}`, headers });
const section = {
  id: 'wifi',
  title: 'Wi-Fi',
  content: 'Network **Stuga**',
  images: ['/p/house.jpg'],
};

describe('guides', () => {
  it('gives a member with private access the guide and its sections in order', async () => {
    const response = await guide();
    expect(response.statusCode).toBe(200);
    const body = json<{ title: string; sections: { id: string; images: string[] }[] }>(response);
    expect(body.title).toBe('House guide');
    expect(body.sections.map((s) => s.id)).toEqual(['arrival', 'sauna', 'departure']);
    expect(body.sections[0]!.images).toEqual(['/p/house.jpg']);
  });

  it('tells its reader what they may do: admins add, change and delete sections, members read', async () => {
    type Seen = { can: { add: boolean }; sections: { can: { edit: boolean; remove: boolean } }[] };
    const read = json<Seen>(await guide());
    expect(read.can).toEqual({ add: false });
    expect(read.sections.map((s) => s.can)).toEqual(
      read.sections.map(() => ({ edit: false, remove: false })),
    );
    const edited = json<Seen>(await guide('house', admin));
    expect(edited.can).toEqual({ add: true });
    expect(edited.sections.length).toBeGreaterThan(0);
    for (const s of edited.sections) expect(s.can).toEqual({ edit: true, remove: true });
  });

  it("answers 'Guide not found' for an unknown type", async () => {
    const response = await guide('garage');
    expect(response.statusCode).toBe(404);
    expect(json(response).error).toBe('Guide not found');
  });

  it('lets an admin add, change and delete a section', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/house/sections',
      payload: section,
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toEqual({ section });
    expect(json<{ sections: { id: string }[] }>(await guide()).sections.at(-1)!.id).toBe('wifi');

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/house/sections',
      payload: section,
      headers: admin,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).error).toBe(
      'A section with the ID "wifi" already exists in this guide.',
    );

    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/guides/house/sections/wifi',
      payload: { ...section, title: 'Internet', images: [] },
      headers: admin,
    });
    expect(changed.statusCode).toBe(200);
    const after = json<{ sections: { id: string; title: string; images: string[] }[] }>(
      await guide(),
    ).sections.at(-1)!;
    expect(after).toMatchObject({ id: 'wifi', title: 'Internet', images: [] });

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/guides/house/sections/wifi',
      payload: { ...section, id: 'other' },
      headers: admin,
    });
    expect(renamed.statusCode).toBe(400);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/guides/house/sections/wifi',
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/guides/house/sections/wifi',
      headers: admin,
    });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    [{ id: '', title: 'x', content: 'y' }, 'ID, Title, and Content are required'],
    [{ id: 'a', title: ' ', content: 'y' }, 'ID, Title, and Content are required'],
    [{ id: 'a', title: 'x' }, 'ID, Title, and Content are required'],
    [
      { id: 'Not A Slug', title: 'x', content: 'y' },
      'An ID is a slug: lower-case letters, digits and hyphens',
    ],
    [
      { id: 'a', title: 'x', content: 'y', images: ['javascript:alert(1)'] },
      'An image is a /p/… path or an https address',
    ],
  ])('refuses %j', async (payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/house/sections',
      payload,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
  });

  it('answers 404 for a section of an unknown guide', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/garage/sections',
      payload: section,
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response).error).toBe('Guide not found');
  });

  it('is not for unverified accounts, and editing is for admins only', async () => {
    const unverified = (await loginAs(t, 'unverified')).headers;
    expect((await guide('house', unverified)).statusCode).toBe(403);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/house/sections',
      payload: section,
      headers: member,
    });
    expect(edit.statusCode).toBe(403);
  });
});

describe('guide pictures', () => {
  const pictureOf = async (headers = member) => {
    const body = json<{ sections: { images: string[]; pictures: string[] }[] }>(
      await guide('house', headers),
    );
    return body.sections[0]!.pictures[0]!;
  };
  const fetchPicture = (url: string, accept = 'image/jpeg') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('are given to readers of the guide at signed addresses', async () => {
    const address = await pictureOf();
    expect(address).toMatch(/^\/p\/house\.jpg\?v=[\w-]+&exp=\d+&sig=[\w-]+$/);
    expect((await guide('house', {})).statusCode).toBe(401);
  });

  it('are refused without a signature, with a forged one, or once expired', async () => {
    const address = await pictureOf();
    const unsigned = await fetchPicture('/p/house.jpg');
    expect(unsigned.statusCode).toBe(403);
    expect(json(unsigned).error).toBe('This image link is not valid.');

    const forged = await fetchPicture(address.replace(/sig=[\w-]+/, 'sig=' + 'A'.repeat(43)));
    expect(forged.statusCode).toBe(403);
    // A signature for one picture does not open another.
    const other = await fetchPicture(address.replace('house.jpg', 'lake.jpg'));
    expect(other.statusCode).toBe(403);
    const later = await fetchPicture(
      address.replace(/exp=\d+/, (m) => `exp=${Number(m.slice(4)) + 3600}`),
    );
    expect(later.statusCode).toBe(403);

    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const expired = await fetchPicture(address);
      expect(expired.statusCode).toBe(403);
      expect(json(expired).error).toBe('This image link has expired. Reload the page.');
    } finally {
      t.clock.advance(-25 * 60 * 60 * 1000);
    }
  });

  it('come resized, without EXIF or GPS, never as the original', async () => {
    // A phone photo with its camera data and where it was taken.
    const original = await sharp({
      create: { width: 2000, height: 1125, channels: 3, background: '#4a7' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '59/1 19/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '18/1 4/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    writeFileSync(path.join(t.dataDir, 'guide-images', 'jetty.jpg'), original);
    const admin = (await loginAs(t, 'admin')).headers;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/house/sections',
      payload: { id: 'jetty', title: 'Jetty', content: 'Mind the step.', images: ['/p/jetty.jpg'] },
      headers: admin,
    });
    expect(created.statusCode).toBe(201);
    const body = json<{ sections: { id: string; pictures: string[] }[] }>(await guide());
    const address = body.sections.find((s) => s.id === 'jetty')!.pictures[0]!;

    for (const [accept, format] of [
      ['image/jpeg', 'jpeg'],
      ['image/avif,image/webp,*/*', 'heif'],
      ['image/webp,*/*', 'webp'],
    ] as const) {
      const response = await fetchPicture(`${address}&w=640`, accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
      const sent = response.rawPayload;
      expect(sent.equals(original)).toBe(false);
      const metadata = await sharp(sent).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.width).toBe(640);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
    }
  });

  it('pass https addresses through, and leave unknown files to show as not available', async () => {
    const admin = (await loginAs(t, 'admin')).headers;
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/area/sections',
      payload: {
        id: 'mixed',
        title: 'Mixed',
        content: 'Pictures from here and there.',
        images: ['https://example.org/lake.jpg', '/p/missing.jpg'],
      },
      headers: admin,
    });
    const body = json<{ sections: { id: string; pictures: string[] }[] }>(await guide('area'));
    expect(body.sections.find((s) => s.id === 'mixed')!.pictures).toEqual([
      'https://example.org/lake.jpg',
      '/p/missing.jpg',
    ]);
    expect((await fetchPicture('/p/missing.jpg')).statusCode).toBe(403);
  });
});
