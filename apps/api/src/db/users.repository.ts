import { sql, type Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from './schema.js';

type Db = Kysely<Database>;

/** Accounts, used by the session check of every request and by the auth and invite features. */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByGoogleSub = (db: Db, sub: string) =>
  db.selectFrom('users').selectAll().where('google_sub', '=', sub).executeTakeFirst();

/** Inserts an account; the unique email index refuses a second one for the same address. */
export const insertUser = (db: Db, user: NewUser) =>
  db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Omit<UserRow, 'id'>>,
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets a new password and raises the session epoch, so every session issued before ends.
 * `provesEmail`: the change came through a link mailed to the address, which it thereby proves.
 */
export const setPassword = (
  db: Db,
  id: number,
  passwordHash: string,
  stamp: string,
  provesEmail = false,
): Promise<UserRow> =>
  db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      session_epoch: sql<number>`session_epoch + 1`,
      ...(provesEmail
        ? { email_confirmed_at: sql<string>`coalesce(email_confirmed_at, ${stamp})` }
        : {}),
      updated_at: stamp,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
