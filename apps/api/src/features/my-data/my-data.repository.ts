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
