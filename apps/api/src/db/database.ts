import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { createRequire } from 'node:module';
import type Pg from 'pg';
import type { Database } from './schema.js';

export type Engine = 'sqlite' | 'postgres';

/** An open database and what is needed to close or back it up. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** The SQLite connection, for the online backup; absent on PostgreSQL. */
  sqlite?: SQLite.Database;
  /** The PostgreSQL schema in use when not the default one. */
  schema?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://…`; unset means SQLite at `sqlitePath`. */
  databaseUrl?: string | undefined;
  /** The SQLite file. */
  sqlitePath: string;
  /** A PostgreSQL schema to use instead of `public` (tests give each file its own). */
  pgSchema?: string;
}

/**
 * PostgreSQL's driver, loaded only when a database URL names a server: a process on SQLite never
 * holds it in memory (decision 0058).
 */
function postgresDriver(): typeof Pg {
  const pg = createRequire(import.meta.url)('pg') as typeof Pg;
  // DATE columns come back as the plain 'YYYY-MM-DD' text the app uses, not as a Date at midnight UTC.
  pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
  // COUNT(*) and SUM() are int8; the numbers the app counts stay far below 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
}

/** Opens SQLite (WAL, foreign keys, busy timeout) or PostgreSQL, as the settings say. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new (postgresDriver().Pool)({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: 'postgres',
      ...(options.pgSchema ? { schema: options.pgSchema } : {}),
      close: () => db.destroy(),
    };
  }

  mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const connection = new KeptStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, engine: 'sqlite', sqlite, close: () => db.destroy() };
}

/** How many statements that write have run on the SQLite connections of this process. */
let writes = 0;

/**
 * A count that goes up before every statement that writes on any SQLite connection of this
 * process (decision 0058): what was read before a write is known to be older than it. PostgreSQL's
 * writes are not counted.
 */
export const writesSoFar = () => writes;

/** Statements kept ready; the app has a few hundred distinct ones at most. */
const KEPT_STATEMENTS = 1_000;

/**
 * The SQLite connection as Kysely sees it (decision 0037): the database layer's
 * own wrapper, not a patch of better-sqlite3's. It keeps each SQL text's prepared statement for
 * the next query with the same text, and counts the statements that write. Kysely asks
 * better-sqlite3 to prepare every query anew, and parsing the SQL cost more than running it on
 * the app's small reads. Safe on one connection: Kysely runs its queries one at a time, and a
 * statement holds no state between runs. The oldest is forgotten beyond KEPT_STATEMENTS, so
 * texts that differ (a list of ids of varying length) cannot grow it without end.
 */
class KeptStatements {
  private readonly kept = new Map<string, SQLite.Statement>();
  constructor(private readonly sqlite: SQLite.Database) {}

  prepare(source: string): SQLite.Statement {
    let statement = this.kept.get(source);
    if (statement) {
      this.kept.delete(source);
    } else {
      statement = this.sqlite.prepare(source);
      if (this.kept.size >= KEPT_STATEMENTS) this.kept.delete(this.kept.keys().next().value!);
    }
    this.kept.set(source, statement);
    // Kysely prepares every statement it runs: one that is not read-only is about to write (an
    // insert that returns its row is a "reader" too).
    if (!statement.readonly) writes += 1;
    return statement;
  }

  close() {
    this.sqlite.close();
  }
}
