import { hash } from '@node-rs/argon2';
import type { UserRow } from '../db/schema.js';
import type { TestApp } from './helpers.js';

export type Role = 'unverified' | 'verified' | 'trusted' | 'admin';
export const TEST_PASSWORD = 'correct horse';
const passwordHash = hash(TEST_PASSWORD);
let counter = 0;

/** A small factory: an account of a role, with TEST_PASSWORD, straight into the database. */
export async function createUser(
  t: TestApp,
  role: Role,
  fields: Partial<UserRow> = {},
): Promise<UserRow> {
  counter += 1;
  // There is one admin address (ADMIN_EMAILS in tests); a second call signs in the same admin.
  if (role === 'admin') {
    const existing = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'admin@example.com')
      .executeTakeFirst();
    if (existing) return existing;
  }
  const stamp = t.clock.now().toISOString();
  return t.app.db
    .insertInto('users')
    .values({
      email: role === 'admin' ? 'admin@example.com' : `${role}${counter}@example.com`,
      password_hash: await passwordHash,
      first_name: role.charAt(0).toUpperCase() + role.slice(1),
      last_name: `Tester${counter}`,
      phone: null,
      access_level: role === 'admin' ? 'unverified' : role,
      endorser: null,
      invited_by_user_id: null,
      google_sub: null,
      // Proved, as after the mailed link: the admin has admin rights from the start.
      email_confirmed_at: stamp,
      created_at: stamp,
      updated_at: stamp,
      ...fields,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An account of a role and a session token for it, as `loginAs('trusted')`. */
export async function loginAs(t: TestApp, role: Role, fields: Partial<UserRow> = {}) {
  const user = await createUser(t, role, fields);
  const token = await t.app.tokens.issue(user);
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
