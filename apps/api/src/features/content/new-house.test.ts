import type { Content, Guide } from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

/**
 * A new house without the sample content (SEED_DEMO=false) is not a dead end: admins write the
 * About page, the Sub page's message and the guides' first sections from the browser.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
let member: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
  member = await loginAs(t, 'verified');
});
afterAll(() => t.close());

const about: Content = {
  definition: { term: 'Stuga', definition: 'A small house in the countryside.' },
  about: {
    title: 'About our house',
    description: 'Red walls, white corners, a lake.',
    house: { title: 'The house', description: 'Four beds and a wood stove.' },
    setting: { title: 'The setting', description: 'Forest on three sides.' },
    technology: { title: 'This site', description: 'Made by the family.' },
  },
};

describe('a new house without sample content', () => {
  it('has no About page until an admin writes one, which everyone then reads', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(none.statusCode).toBe(404);
    expect(json(none)).toMatchObject({
      message: 'The About page has not been written yet.',
      code: 'api.content.noAbout',
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content',
      headers: member.headers,
      payload: about,
    });
    expect(refused.statusCode).toBe(403);
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content',
      headers: admin.headers,
      payload: { ...about, about: { ...about.about, title: '  ' } },
    });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).message).toBe('Fill in every field of the About page.');
    const written = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/content',
      headers: admin.headers,
      payload: about,
    });
    expect(written.statusCode).toBe(200);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/content' }))).toEqual(about);
  });

  it('lets an admin write the Sub page message', async () => {
    expect(json(await t.app.inject({ method: 'GET', url: '/api/message' }))).toEqual({
      message: '',
    });
    const written = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/message',
      headers: admin.headers,
      payload: { message: '  Welcome to the lake!  ' },
    });
    expect(written.statusCode).toBe(200);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/message' }))).toEqual({
      message: 'Welcome to the lake!',
    });
  });

  it('has both guides, empty, and takes their first sections', async () => {
    for (const type of ['house', 'area']) {
      const guide = await t.app.inject({
        method: 'GET',
        url: `/api/guides/${type}`,
        headers: member.headers,
      });
      expect(guide.statusCode).toBe(200);
      expect(json<Guide>(guide)).toEqual({
        title: '',
        description: '',
        sections: [],
        can: { add: false },
      });
    }
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/admin/guides/house/sections',
      headers: admin.headers,
      payload: { id: 'arrival', title: 'Arrival', content: 'The key is in the box.', images: [] },
    });
    expect(added.statusCode).toBe(201);
    const guide = json<Guide>(
      await t.app.inject({ method: 'GET', url: '/api/guides/house', headers: member.headers }),
    );
    expect(guide.sections.map((section) => section.title)).toEqual(['Arrival']);
    // A guide no house has stays unknown.
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/guides/cellar',
      headers: member.headers,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
