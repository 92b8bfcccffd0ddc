import {
  AliasNode,
  ColumnNode,
  IdentifierNode,
  PostgresAdapter,
  ReferenceNode,
  sql,
  type Kysely,
  type SelectQueryBuilder,
} from 'kysely';
import { jsonArrayFrom as postgresJsonArray } from 'kysely/helpers/postgres';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** The names of a select's columns, in order: each must be named (no `selectAll()`). */
function columnNames<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return (query.toOperationNode().selections ?? []).map(({ selection }) => {
    if (ReferenceNode.is(selection) && ColumnNode.is(selection.column)) {
      return selection.column.column.name;
    }
    if (ColumnNode.is(selection)) return selection.column.name;
    if (AliasNode.is(selection) && IdentifierNode.is(selection.alias)) {
      return selection.alias.name;
    }
    throw new Error('selectJsonRows reads named columns only: not selectAll().');
  });
}

/**
 * Runs a select and returns its rows, built into one JSON array by the database itself. For long
 * lists (thousands of stay options) this is several times faster than reading the rows one by
 * one into the driver's objects; the answer is the same. PostgreSQL's driver parses the JSON
 * itself. SQLite hands over text: there each row is an array of its values, not an object that
 * repeats every column's name (the text a third shorter, its parse twice as fast), and the names
 * are put back here.
 */
export async function selectJsonRows<DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<O[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const answer = await db.selectNoFrom(postgresJsonArray(query).as('rows')).executeTakeFirst();
    return (answer?.rows ?? []) as O[];
  }
  const names = columnNames(query);
  const values = sql.join(names.map((name) => sql.ref(`agg.${name}`)));
  const array = sql`json_group_array(json_array(${values}))`;
  const answer = await db
    .selectNoFrom(sql<string>`(select coalesce(${array}, '[]') from ${query} as agg)`.as('rows'))
    .executeTakeFirst();
  const tuples = JSON.parse(answer?.rows ?? '[]') as unknown[][];
  return tuples.map((tuple) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index++) row[names[index]!] = tuple[index];
    return row as O;
  });
}
