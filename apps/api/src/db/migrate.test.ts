import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.js';
import { migrateToLatest, migrateUpTo } from './migrate.js';

let handle: DatabaseHandle | undefined;
let dir: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('count the accounts of an older database as confirmed, so its admins keep their rights', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stuga-migrate-'));
    handle = openDatabase({ sqlitePath: path.join(dir, 'old.sqlite') });
    await migrateUpTo(handle, '0002-stays-booked-apart');
    const stamp = '2025-06-01T10:00:00.000Z';
    await handle.db
      .insertInto('users')
      .values({
        email: 'admin@example.com',
        password_hash: null,
        first_name: 'Ada',
        last_name: 'Admin',
        phone: null,
        endorser: null,
        invited_by_user_id: null,
        google_sub: null,
        created_at: stamp,
        updated_at: stamp,
      } as never)
      .execute();

    expect(await migrateToLatest(handle)).toEqual(['0003-email-confirmations']);
    const row = await handle.db
      .selectFrom('users')
      .select(['email', 'email_confirmed_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: 'admin@example.com', email_confirmed_at: stamp });
  });
});
