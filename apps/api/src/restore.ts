import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { ConfigError, loadConfig, withDotenv } from './config.js';
import { KNOWN_MIGRATIONS } from './db/migrate.js';
import { runningServers } from './lib/running.js';

/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the SQLite
 * database. It checks the file first (a SQLite database, whole, of this app, from this release
 * or an older one), refuses while a server runs on the data folder, and keeps the database it
 * replaces in `DATA_DIR/backups`. The next start migrates an older backup up to date.
 */
function restore(file: string | undefined): string {
  if (!file)
    throw new ConfigError('Usage: npm run restore -- FILE (a copy made by npm run backup)');
  const config = loadConfig(withDotenv(process.env, process.cwd()));
  if (config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL points at PostgreSQL: restore a pg_dump with psql, e.g. psql "$DATABASE_URL" < stuga.sql',
    );
  }
  const source = path.resolve(file);
  if (!existsSync(source)) throw new ConfigError(`No file at ${source}.`);
  const running = runningServers(config.dataDir);
  if (running.length) {
    throw new ConfigError(
      `A server is running on ${config.dataDir} (process ${running.join(', ')}): stop it first, then restore.`,
    );
  }
  check(source);

  const target = path.join(config.dataDir, 'stuga.sqlite');
  mkdirSync(config.dataDir, { recursive: true });
  let kept = '';
  if (existsSync(target)) {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    kept = path.join(config.dataDir, 'backups', `before-restore-${stamp}.sqlite`);
    mkdirSync(path.dirname(kept), { recursive: true });
    // The database as it was, log included: checkpointed into its file on the way.
    const current = new SQLite(target, { fileMustExist: true });
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    copyFileSync(target, kept);
  }
  // Copied beside it, then renamed over it: the database is the old one or the new one, whole.
  const incoming = `${target}.restoring`;
  copyFileSync(source, incoming);
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  renameSync(incoming, target);
  return `Restored ${source} to ${target}${kept ? `; the database it replaced is in ${kept}` : ''}.`;
}

/** Refuses a file that is not a whole database of this app that this release can run. */
function check(file: string): void {
  let db: SQLite.Database;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new ConfigError(`${file} is not a SQLite database: ${(error as Error).message}`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma('integrity_check', { simple: true });
    } catch (error) {
      throw new ConfigError(`${file} is not a SQLite database: ${(error as Error).message}`);
    }
    if (integrity !== 'ok') throw new ConfigError(`${file} is damaged: ${String(integrity)}`);
    const tables = new Set(
      (
        db.prepare("select name from sqlite_master where type = 'table'").all() as {
          name: string;
        }[]
      ).map((row) => row.name),
    );
    if (!tables.has('kysely_migration') || !tables.has('users') || !tables.has('stay_plan')) {
      throw new ConfigError(`${file} is not a Stuga database.`);
    }
    const applied = (
      db.prepare('select name from kysely_migration').all() as { name: string }[]
    ).map((row) => row.name);
    const unknown = applied.filter((name) => !KNOWN_MIGRATIONS.includes(name));
    if (unknown.length) {
      throw new ConfigError(
        `${file} was made by a newer release (${unknown.join(', ')}): update the app first.`,
      );
    }
  } finally {
    db.close();
  }
}

try {
  console.log(restore(process.argv[2]));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
