import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
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

// DATE columns come back as the plain 'YYYY-MM-DD' text the app uses, not as a Date at midnight UTC.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// COUNT(*) and SUM() are int8; the numbers the app counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens SQLite (WAL, foreign keys, busy timeout) or PostgreSQL, as the settings say. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', sqlite, close: () => db.destroy() };
}
