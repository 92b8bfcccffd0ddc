import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await loginAs(t, 'verified')).headers;
});
afterAll(() => t.close());

const post = (payload: object, auth = headers) =>
  t.app.inject({ method: 'POST', url: '/api/guestbook', payload, headers: auth });
const list = async (query = '') =>
  json<{ entries: { name: string; message: string; tags: string[]; created_at: string }[] }>(
    await t.app.inject({ method: 'GET', url: `/api/guestbook${query}` }),
  ).entries;

describe('the guestbook', () => {
  it('starts empty', async () => {
    expect(await list()).toEqual([]);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/guestbook/tags' }))).toEqual({
      tags: [],
    });
  });

  it('stores a post with its message trimmed and its tags normalised', async () => {
    const response = await post({
      name: ' Anna ',
      message: '  **Lovely** week!  ',
      tags: ['Summer', 'sauna, Lake', 'summer'],
    });
    expect(response.statusCode).toBe(201);
    expect(json<{ entry: object }>(response).entry).toMatchObject({
      name: 'Anna',
      message: '**Lovely** week!',
      tags: ['lake', 'sauna', 'summer'],
      created_at: '2025-09-12T07:17:00.000Z',
    });
  });

  it('lists newest first and filters by any of the tags', async () => {
    t.clock.advance(60_000);
    await post({ message: 'Second', tags: 'fishing' });
    t.clock.advance(60_000);
    await post({ name: '', message: 'Third', tags: [] });
    expect((await list()).map((e) => e.message)).toEqual(['Third', 'Second', '**Lovely** week!']);
    expect((await list('?tags=fishing')).map((e) => e.message)).toEqual(['Second']);
    expect((await list('?tags=FISHING,lake')).map((e) => e.message)).toEqual([
      'Second',
      '**Lovely** week!',
    ]);
    expect(await list('?tags=nothing')).toEqual([]);
    expect((await list()).find((e) => e.message === 'Third')!.name).toBe('');
  });

  it('counts the tags', async () => {
    const { tags } = json<{ tags: { name: string; count: number }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/guestbook/tags' }),
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        { name: 'fishing', count: 1 },
        { name: 'lake', count: 1 },
        { name: 'sauna', count: 1 },
        { name: 'summer', count: 1 },
      ]),
    );
  });

  it.each([
    [{ message: '   ' }, 'Please write a message'],
    [{}, 'Please write a message'],
    [{ message: 'x'.repeat(4001) }, 'A message can be at most 4000 characters'],
    [{ message: 'ok', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'At most 10 tags'],
    [{ message: 'ok', tags: ['x'.repeat(31)] }, 'A tag can be at most 30 characters'],
  ])('refuses %j with the form’s message', async (payload, message) => {
    const before = (await list()).length;
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: message, message });
    expect((await list()).length).toBe(before);
  });

  it('takes exactly 4000 characters', async () => {
    expect((await post({ message: 'y'.repeat(4000) })).statusCode).toBe(201);
  });

  it('needs a login to post', async () => {
    const response = await post({ message: 'hello' }, {});
    expect(response.statusCode).toBe(401);
  });
});
