import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;
type Row = Record<string, unknown>;

/**
 * A table's rows where any of `columns` names the member, oldest first. The table and column
 * names come from the list of what a member's data is (`MY_DATA`), never from a request.
 */
export async function rowsNaming(
  db: Db,
  table: string,
  columns: readonly string[],
  userId: number,
): Promise<Row[]> {
  const where = sql.join(
    columns.map((column) => sql`${sql.ref(column)} = ${userId}`),
    sql` or `,
  );
  const { rows } = await sql<Row>`select * from ${sql.table(table)} where ${where}`.execute(db);
  return rows;
}

/** The address a closed account is left with: unique, and reaching no one (RFC 2606). */
export const closedAddress = (userId: number) => `closed-${userId}@former-member.invalid`;

/** The member's account as it is kept. */
export const accountRow = (db: Db, userId: number) =>
  db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();

/** The dates each of the member's plans proposed (they hang from the plans, not the member). */
export const optionsOfPlansOf = (db: Db, userId: number) =>
  db
    .selectFrom('stay_option')
    .selectAll()
    .where('plan_id', 'in', db.selectFrom('stay_plan').select('id').where('user_id', '=', userId))
    .orderBy('id')
    .execute();

/**
 * Closes an account (DECISIONS §26): suspended, and its personal details erased — its names
 * become "a former member", its address one that reaches no one (addresses are unique), its
 * phone, Swish number, Google link, password and language go; it can never sign in again.
 * Answers whether it was open (two closings at once close it once).
 */
export const closeAndErase = (
  db: Db,
  userId: number,
  names: { first_name: string; last_name: string },
  stamp: string,
) =>
  db
    .updateTable('users')
    .set({
      ...names,
      email: closedAddress(userId),
      phone: null,
      swish: null,
      google_sub: null,
      password_hash: null,
      language: null,
      endorser: null,
      login_disabled: 1,
      suspended_at: stamp,
      updated_at: stamp,
    })
    .where('id', '=', userId)
    .where('suspended_at', 'is', null)
    .executeTakeFirst()
    .then((result) => Number(result.numUpdatedRows) > 0);

/**
 * The names and addresses a closed account left on what others still read (DECISIONS §26): its
 * guestbook entries are signed "a former member", its messages to the house lose its address.
 */
export async function eraseSignatures(db: Db, userId: number, name: string, email: string) {
  await db.updateTable('guestbook_entries').set({ name }).where('user_id', '=', userId).execute();
  await db
    .updateTable('contact_messages')
    .set({ name, email })
    .where('user_id', '=', userId)
    .execute();
}
