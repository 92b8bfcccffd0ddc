import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** The time of the `n`-th latest failure of an email from an address since `since`, if any. */
export async function nthPairFailure(
  db: Db,
  pair: { email: string; address: string },
  since: number,
  n: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_failures')
    .select('at')
    .where('email', '=', pair.email)
    .where('address', '=', pair.address)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row && Number(row.at);
}

/** The time of the `n`-th latest failure of an email, from any address, since `since`. */
export async function nthEmailFailure(
  db: Db,
  email: string,
  since: number,
  n: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_failures')
    .select('at')
    .where('email', '=', email)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row && Number(row.at);
}

/**
 * Of the different emails that failed from an address since `since`, ordered by their latest
 * failure, the latest failure of the `n`-th: when it leaves the window the address may go on.
 */
export async function nthEmailAtAddress(
  db: Db,
  address: string,
  since: number,
  n: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.max('at').as('last'))
    .where('address', '=', address)
    .where('at', '>', since)
    .groupBy('email')
    .orderBy('last', 'desc')
    .limit(1)
    .offset(n - 1)
    .executeTakeFirst();
  return row && Number(row.last);
}

/** When the email last logged in from the address, if it ever did. */
export async function lastLogin(
  db: Db,
  pair: { email: string; address: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('login_trust')
    .select('at')
    .where('email', '=', pair.email)
    .where('address', '=', pair.address)
    .executeTakeFirst();
  return row && Number(row.at);
}

export async function insertFailure(db: Db, pair: { email: string; address: string }, at: number) {
  await db
    .insertInto('login_failures')
    .values({ ...pair, at })
    .execute();
}

/** A correct password: the pair's failures end, and the address vouches for the email. */
export async function recordLogin(db: Db, pair: { email: string; address: string }, at: number) {
  await db
    .deleteFrom('login_failures')
    .where('email', '=', pair.email)
    .where('address', '=', pair.address)
    .execute();
  await db
    .insertInto('login_trust')
    .values({ ...pair, at })
    .onConflict((oc) => oc.columns(['email', 'address']).doUpdateSet({ at }))
    .execute();
}

export async function deleteFailuresOf(db: Db, email: string) {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Forgets failures and trusted logins too old to count. */
export async function pruneLogins(db: Db, failuresBefore: number, trustBefore: number) {
  await db.deleteFrom('login_failures').where('at', '<', failuresBefore).execute();
  await db.deleteFrom('login_trust').where('at', '<', trustBefore).execute();
}
