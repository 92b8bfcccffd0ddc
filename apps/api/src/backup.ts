import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig, withDotenv } from './config.js';

/**
 * `npm run backup [file]`: a consistent copy of the SQLite database, taken with SQLite's online
 * backup API while the server may keep running. PostgreSQL installations use pg_dump instead.
 */
async function backup(target: string | undefined): Promise<string> {
  const config = loadConfig(withDotenv(process.env, process.cwd()));
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL points at PostgreSQL: back it up with pg_dump, e.g. pg_dump "$DATABASE_URL" > stuga.sql',
    );
  }
  const source = path.join(config.dataDir, 'stuga.sqlite');
  if (!existsSync(source)) throw new ConfigError(`No database at ${source}: nothing to back up.`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(
    target ?? path.join(config.dataDir, 'backups', `stuga-${stamp}.sqlite`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
  return `Backed up ${source} to ${file}`;
}

backup(process.argv[2]).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
