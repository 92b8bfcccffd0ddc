import { sql, type Kysely } from 'kysely';
import type { Database, NewUser, UserRow } from './schema.js';
import { endPasskeysOf } from './passkeys.repository.js';

type Db = Kysely<Database>;

/** Accounts, used by the session check of every request and by the auth and invite features. */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

const userById = (db: Db, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).execute();

/** An account by id: read by the session check of every signed-in request. */
export const findUserById = async (db: Db, id: number): Promise<UserRow | undefined> =>
  (await userById(db, id))[0];

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

/** Sets a new password and raises the session epoch, so every session issued before ends. */
export const setPassword = (
  db: Db,
  id: number,
  passwordHash: string,
  stamp: string,
): Promise<UserRow> =>
  db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      session_epoch: sql<number>`session_epoch + 1`,
      updated_at: stamp,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

/**
 * Voids what an account made that outlives a session, inside the caller's transaction (the one
 * that suspends the account, moves it down a level or proves its address; ARCHITECTURE
 * convention 13): its credential epoch is raised, so an invite code or calendar address made
 * under the old one never works again, even once the account is restored; its calendar address
 * is forgotten and its open invite codes are withdrawn, so the lists say so too.
 */
export async function voidCredentials(db: Db, id: number, stamp: string): Promise<number> {
  await db
    .updateTable('users')
    .set({ credential_epoch: sql<number>`credential_epoch + 1` })
    .where('id', '=', id)
    .execute();
  const feeds = await db.deleteFrom('calendar_feeds').where('user_id', '=', id).executeTakeFirst();
  const codes = await db
    .updateTable('invites')
    .set({ withdrawn_at: stamp })
    .where('generated_by_user_id', '=', id)
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb('current_uses', '<', eb.ref('max_uses')))
    .executeTakeFirst();
  return Number(feeds.numDeletedRows) + Number(codes.numUpdatedRows);
}

/**
 * The owner has just proved the address (a link mailed to it, or Google's verified sign-in),
 * inside the caller's transaction: every credential made before is void (DECISIONS §14a). The
 * password becomes `passwordHash`, the one the prover chose, or none; every earlier session
 * ends, and every invite code, calendar address and passkey; the address counts as proved.
 */
export async function proveAddress(
  db: Db,
  id: number,
  change: { passwordHash: string | null; stamp: string },
): Promise<UserRow> {
  await voidCredentials(db, id, change.stamp);
  // A passkey made before the proof may be someone else's: it ends too (DECISIONS §26).
  await endPasskeysOf(db, id);
  return db
    .updateTable('users')
    .set({
      password_hash: change.passwordHash,
      session_epoch: sql<number>`session_epoch + 1`,
      email_confirmed_at: sql<string>`coalesce(email_confirmed_at, ${change.stamp})`,
      updated_at: change.stamp,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Ends every session of an account at once: the epoch every token carries is raised. */
export async function endSessions(db: Db, id: number, stamp: string): Promise<number> {
  const result = await db
    .updateTable('users')
    .set({ session_epoch: sql<number>`session_epoch + 1`, updated_at: stamp })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Voids the links mailed to an account (password resets, proofs of the address); how many. */
export async function voidMailedLinks(db: Db, id: number): Promise<number> {
  const resets = await db
    .deleteFrom('password_resets')
    .where('user_id', '=', id)
    .executeTakeFirst();
  const proofs = await db
    .deleteFrom('email_confirmations')
    .where('user_id', '=', id)
    .executeTakeFirst();
  return Number(resets.numDeletedRows) + Number(proofs.numDeletedRows);
}

/** Accounts by id, as they are now. */
export const findUsersByIds = (db: Db, ids: readonly number[]): Promise<UserRow[]> =>
  ids.length
    ? db
        .selectFrom('users')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

/** Notes that an account was active in `hour` (an ISO instant on the hour). */
export const markActive = (db: Db, id: number, hour: string) =>
  db.updateTable('users').set({ last_active_at: hour }).where('id', '=', id).execute();

/** The language each of these addresses' accounts reads the app in (null: not known). */
export const languagesByEmail = (db: Db, emails: readonly string[]) =>
  emails.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('users')
        .select(['email', 'language'])
        .where('email', 'in', [...emails])
        .execute();

/**
 * Members' accounts as they are now (whether a mail may still go to them is decided from them),
 * with their choice for a kind of mail (null: none made): what every sender by the mail choices
 * reads.
 */
export async function readersOf(db: Db, ids: readonly number[], kind: string) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users as u')
    .leftJoin('mail_choice as m', (join) =>
      join.onRef('m.user_id', '=', 'u.id').on('m.kind', '=', kind),
    )
    .selectAll('u')
    .select('m.choice')
    .where('u.id', 'in', ids)
    .execute();
}

/**
 * The members not suspended (of these ids, when given), with what says whether they may plan
 * stays: who a meeting's notice goes to, who may check its minutes or do a season's task.
 */
export const membersNow = (db: Db, ids?: readonly number[]) => {
  let query = db.selectFrom('users').selectAll().where('suspended_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : [0]);
  return query.orderBy('id').execute();
};
