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

  it("answers 'Guide not found' for an unknown type", async () => {
    const response = await guide('garage');
    expect(response.statusCode).toBe(404);
    expect(json(response).error).toBe('Guide not found');
  });

  it('serves section images under /p/', async () => {
    const image = await t.app.inject({ method: 'GET', url: '/p/house.jpg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
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
