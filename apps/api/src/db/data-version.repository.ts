import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/**
 * The read of the token, built once for each database: every kept read asks for it, and building
 * the query anew cost about as much as running it.
 */
const compiled = new WeakMap<Db, CompiledQuery<{ token: string }>>();

const readToken = (db: Db) => {
  let query = compiled.get(db);
  if (!query) {
    query = db.selectFrom('data_version').select('token').where('id', '=', 1).compile();
    compiled.set(db, query);
  }
  return db.executeQuery(query);
};

/** The database's data version now: a token that changes with every write a stay view reads. */
export async function dataVersionOf(db: Db): Promise<string> {
  const [row] = (await readToken(db)).rows;
  if (!row) throw new Error('The data_version row is missing: the database was not migrated.');
  return row.token;
}
