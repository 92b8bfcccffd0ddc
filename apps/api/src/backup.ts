import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig, withDotenv } from './config.js';

/** Copies kept in `DATA_DIR/backups` by `npm run backup` without a file: the newest this many. */
const DEFAULT_KEEP = 14;

/**
 * `npm run backup [file]`: a consistent copy of the SQLite database, taken with SQLite's online
 * backup API while the server may keep running. Without a file the copy goes to
 * `DATA_DIR/backups`, which keeps the newest `BACKUP_KEEP` (default 14) of its own copies.
 * PostgreSQL installations use pg_dump instead.
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
  const removed = target ? [] : rotate(path.dirname(file), keepCount());
  return `Backed up ${source} to ${file}${removed.length ? `; removed ${removed.length} older` : ''}`;
}

function keepCount(): number {
  const keep = Number(process.env.BACKUP_KEEP ?? DEFAULT_KEEP);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new ConfigError(
      `Invalid setting BACKUP_KEEP="${process.env.BACKUP_KEEP}": must be 1 or more`,
    );
  }
  return keep;
}

/** Removes all but the newest `keep` copies `npm run backup` made in `folder` (by their names). */
function rotate(folder: string, keep: number): string[] {
  const copies = readdirSync(folder)
    .filter((name) => /^stuga-\d{4}-\d{2}-\d{2}T[\d-]+Z\.sqlite$/.test(name))
    .sort();
  const old = copies.slice(0, Math.max(0, copies.length - keep));
  for (const name of old) rmSync(path.join(folder, name));
  return old;
}

backup(process.argv[2]).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
