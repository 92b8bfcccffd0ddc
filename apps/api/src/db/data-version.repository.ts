import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

const readToken = (db: Db) =>
  db.selectFrom('data_version').select('token').where('id', '=', 1).execute();

/** The database's data version now: a token that changes with every write a stay view reads. */
export async function dataVersionOf(db: Db): Promise<string> {
  const [row] = await readToken(db);
  if (!row) throw new Error('The data_version row is missing: the database was not migrated.');
  return row.token;
}
