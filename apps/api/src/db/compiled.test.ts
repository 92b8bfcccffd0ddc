import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { compiledOnce } from './compiled.js';
import type { Database } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a query compiled once', () => {
  it('runs with each call’s own values', async () => {
    const setting = compiledOnce((db: Kysely<Database>, key: string) =>
      db.selectFrom('settings').select(['key', 'value']).where('key', '=', key),
    );
    await t.app.db
      .insertInto('settings')
      .values([
        { key: 'compiled.a', value: 'one' },
        { key: 'compiled.b', value: 'two' },
      ])
      .execute();
    expect(await setting(t.app.db, 'compiled.a')).toEqual([{ key: 'compiled.a', value: 'one' }]);
    expect(await setting(t.app.db, 'compiled.b')).toEqual([{ key: 'compiled.b', value: 'two' }]);
    expect(await setting(t.app.db, 'compiled.none')).toEqual([]);
  });

  it('fails under test when the SQL depends on the arguments, instead of running the wrong query', async () => {
    const shaped = compiledOnce((db: Kysely<Database>, keys: string) => {
      const query = db.selectFrom('settings').select('key');
      return String(keys).includes(',')
        ? query.where('key', 'in', keys.split(','))
        : query.where('key', '=', keys);
    });
    await shaped(t.app.db, 'compiled.a');
    await expect(shaped(t.app.db, 'compiled.a,compiled.b')).rejects.toThrow(
      /depends on its arguments/,
    );
  });
});
