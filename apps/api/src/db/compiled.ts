import { PostgresAdapter, type CompiledQuery, type Compilable, type Kysely } from 'kysely';
import { readDirectly } from './database.js';
import type { Database } from './schema.js';

type Db = Kysely<Database>;

/** Holds the place of an argument while a query is compiled. */
class StandIn {
  constructor(readonly index: number) {}
}

/**
 * Outside production (development and tests) every run builds its query again and compares its
 * SQL with the one compiled first, so a `build` whose shape depends on its arguments fails loudly
 * there instead of running the wrong SQL in production. The app sets it as it starts.
 */
let checkEveryRun = false;
export function checkCompiledQueries(on: boolean): void {
  checkEveryRun = on;
}

/**
 * A query built and compiled to SQL once per engine, then run with new values for its arguments.
 * Building and compiling a Kysely query costs more than SQLite takes to run the small reads that
 * every request makes (the caller's account, a setting, a page of the guestbook), so the hot
 * reads compile once, and run straight on SQLite's connection when no transaction holds it
 * (`readDirectly`). `build` must give the same SQL whatever its arguments are: each argument
 * is a single value used as a value (not a list, and nothing decided by its value), because it is
 * called once with stand-ins whose places among the parameters are then filled on every run.
 */
export function compiledOnce<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  const byEngine = new Map<string, { query: CompiledQuery<R>; slots: (number | undefined)[] }>();
  return async (db, ...args) => {
    const engine = db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
    let entry = byEngine.get(engine);
    if (!entry) {
      const standIns = args.map((_, index) => new StandIn(index)) as unknown as A;
      const query = build(db, ...standIns).compile();
      const slots = query.parameters.map((value) =>
        value instanceof StandIn ? value.index : undefined,
      );
      entry = { query, slots };
      byEngine.set(engine, entry);
    }
    const { query, slots } = entry;
    if (checkEveryRun) {
      const again = build(db, ...args).compile().sql;
      if (again !== query.sql) {
        throw new Error(`compiledOnce: the query's SQL depends on its arguments:\n${again}`);
      }
    }
    const parameters = query.parameters.map((value, at) =>
      slots[at] === undefined ? value : args[slots[at]],
    );
    return readRows(db, { ...query, parameters });
  };
}

/** Runs a compiled query for its rows: straight on SQLite's connection when no transaction holds it. */
export async function readRows<R>(db: Db, query: CompiledQuery<R>): Promise<R[]> {
  return readDirectly(db, query) ?? (await db.executeQuery<R>(query)).rows;
}
