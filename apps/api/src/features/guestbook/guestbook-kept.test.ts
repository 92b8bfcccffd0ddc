import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { createUser, loginAs } from '../../test/users.js';
import { insertEntry } from './guestbook.repository.js';

let t: TestApp;
/** A second app on the same database, as a second process. */
let other: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  other = await createTestApp({ seed: false, shareWith: t });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url, headers });

describe('kept guestbook pages (decision 0058)', () => {
  type Page = { entries: { message: string; tags: string[] }[]; can: Record<string, boolean> };
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await get(t, url, headers);
    expect(response.statusCode).toBe(200);
    return json<Page>(response);
  };
  const messages = (read: Page) => read.entries.map((entry) => entry.message);

  it('follow an entry, its tags and its removal, whichever process wrote them', async () => {
    const writer = await createUser(t, 'trusted');
    const entry = (message: string, tags: string[]) =>
      insertEntry(other.app.db, {
        user_id: writer.id,
        name: 'Vera',
        message,
        tags,
        created_at: new Date().toISOString(),
      });
    await entry('First swim of the year', []);
    expect(messages(await page('/api/guestbook'))).toContain('First swim of the year');
    expect(messages(await page('/api/guestbook?tags=sauna'))).toEqual([]);

    const written = await entry('The sauna is warm', ['sauna']);
    expect(messages(await page('/api/guestbook'))[0]).toBe('The sauna is warm');
    expect(messages(await page('/api/guestbook?tags=sauna'))).toEqual(['The sauna is warm']);

    await other.app.db
      .deleteFrom('guestbook_entry_tags')
      .where('entry_id', '=', written.id)
      .execute();
    expect(messages(await page('/api/guestbook?tags=sauna'))).toEqual([]);
    await other.app.db.deleteFrom('guestbook_entries').where('id', '=', written.id).execute();
    expect(messages(await page('/api/guestbook'))).not.toContain('The sauna is warm');
  });

  it('tell each reader what they may do, whoever read the page first', async () => {
    const member = await loginAs(t, 'trusted');
    const anonymous = await page('/api/guestbook');
    const signedIn = await page('/api/guestbook', member.headers);
    expect(anonymous.entries).toEqual(signedIn.entries);
    expect(anonymous.can).not.toEqual(signedIn.can);
    expect((await page('/api/guestbook')).can).toEqual(anonymous.can);
  });
});
