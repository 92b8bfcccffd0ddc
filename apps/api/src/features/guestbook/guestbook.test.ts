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
    expect(json(response)).toMatchObject({ error: message, message });
    expect((await list()).length).toBe(before);
  });

  it('takes exactly 4000 characters', async () => {
    expect((await post({ message: 'y'.repeat(4000) })).statusCode).toBe(201);
  });

  it('needs a login to post', async () => {
    const response = await post({ message: 'hello' }, {});
    expect(response.statusCode).toBe(401);
  });

  it('refuses a post from an account that has not completed signup', async () => {
    // Any Google account can make one; it posts nothing until an invite verifies it.
    const unverified = await loginAs(t, 'unverified');
    const response = await post({ message: 'hello from nobody' }, unverified.headers);
    expect(response.statusCode).toBe(403);
    expect(json(response).error).toBe('Please complete your signup first.');
    expect(await list()).not.toContainEqual(
      expect.objectContaining({ message: 'hello from nobody' }),
    );
  });

  it('tells each reader what they may do there, as its post route decides', async () => {
    const unverified = await loginAs(t, 'unverified');
    const can = async (auth: Record<string, string>) =>
      json<{ can: object }>(
        await t.app.inject({ method: 'GET', url: '/api/guestbook', headers: auth }),
      ).can;
    expect(await can({})).toEqual({ post: false, filter: false });
    expect(await can(unverified.headers)).toEqual({ post: false, filter: true });
    expect(await can(headers)).toEqual({ post: true, filter: true });
  });
});

describe('paging the guestbook', () => {
  let big: TestApp;
  const TOTAL = 1200;
  beforeAll(async () => {
    big = await createTestApp({ seed: false });
    // 1 200 entries over 200 instants: six share each time, so the id decides among them.
    const start = Date.parse('2020-01-01T00:00:00.000Z');
    const rows = Array.from({ length: TOTAL }, (_, i) => ({
      user_id: null,
      name: `Guest ${i}`,
      message: `Entry ${i}`,
      created_at: new Date(start + Math.floor(i / 6) * 3_600_000).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await big.app.db
        .insertInto('guestbook_entries')
        .values(rows.slice(i, i + 200))
        .execute();
    }
    const ids = await big.app.db.selectFrom('guestbook_entries').select('id').execute();
    const tagged = ids
      .filter((row) => row.id % 3 === 0)
      .map((row) => ({ entry_id: row.id, tag: 'sauna' }));
    for (let i = 0; i < tagged.length; i += 200) {
      await big.app.db
        .insertInto('guestbook_entry_tags')
        .values(tagged.slice(i, i + 200))
        .execute();
    }
  });
  afterAll(() => big.close());

  type Page = { entries: { id: number; created_at: string }[]; next_cursor: string | null };
  async function walk(query: string) {
    const seen: Page['entries'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const separator = query ? '&' : '?';
      const url: string = `/api/guestbook${query}${cursor ? `${separator}cursor=${cursor}` : ''}`;
      const response = await big.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const page: Page = json<Page>(response);
      seen.push(...page.entries);
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    return { seen, pages };
  }
  const newestFirst = (a: Page['entries'][number], b: Page['entries'][number]) =>
    b.created_at.localeCompare(a.created_at) || b.id - a.id;

  it('returns each of 1 200 entries exactly once, newest first, 30 to a page', async () => {
    const { seen, pages } = await walk('');
    expect(pages).toBe(40);
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen.map((e) => e.id)).size).toBe(TOTAL);
    expect(seen).toEqual([...seen].sort(newestFirst));
  });

  it('pages a tag filter and a chosen page size the same way', async () => {
    const { seen, pages } = await walk('?tags=sauna&limit=100');
    expect(seen).toHaveLength(TOTAL / 3);
    expect(pages).toBe(4);
    expect(new Set(seen.map((e) => e.id)).size).toBe(TOTAL / 3);
    expect(seen.every((e) => e.id % 3 === 0)).toBe(true);
  });

  it('keeps an entry written while paging out of the older pages', async () => {
    const first = json<Page>(
      await big.app.inject({ method: 'GET', url: '/api/guestbook?limit=10' }),
    );
    const writer = (await loginAs(big, 'verified')).headers;
    await big.app.inject({
      method: 'POST',
      url: '/api/guestbook',
      payload: { message: 'Written meanwhile' },
      headers: writer,
    });
    const second = json<Page>(
      await big.app.inject({
        method: 'GET',
        url: `/api/guestbook?limit=10&cursor=${first.next_cursor}`,
      }),
    );
    const ids = [...first.entries, ...second.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(20);
    expect(second.entries[0]!.id).toBe(first.entries.at(-1)!.id - 1);
  });

  it.each([
    ['?cursor=not-a-cursor', 'This page link is not valid.'],
    [`?cursor=${Buffer.from('["x"]').toString('base64url')}`, 'This page link is not valid.'],
    ['?limit=0', 'A page holds 1 to 100 entries.'],
    ['?limit=500', 'A page holds 1 to 100 entries.'],
    ['?limit=ten', 'A page holds 1 to 100 entries.'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await big.app.inject({ method: 'GET', url: `/api/guestbook${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
  });
});
