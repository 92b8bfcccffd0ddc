import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { compiledOnce } from './compiled.js';
import { unitOfWork } from './unit-of-work.js';
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

  it('reads beside an open transaction only what is committed, and inside it what it wrote', async () => {
    const setting = compiledOnce((db: Kysely<Database>, key: string) =>
      db.selectFrom('settings').select('value').where('key', '=', key),
    );
    let inside: unknown;
    let beside: Promise<unknown> | undefined;
    await expect(
      unitOfWork(t.app.database, async (db) => {
        await db.insertInto('settings').values({ key: 'compiled.open', value: 'never' }).execute();
        inside = await setting(db, 'compiled.open');
        // The same read on the database itself, while the write is neither kept nor undone.
        beside = setting(t.app.db, 'compiled.open');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(inside).toEqual([{ value: 'never' }]);
    expect(await beside).toEqual([]);
    expect(await setting(t.app.db, 'compiled.open')).toEqual([]);
  });
});
