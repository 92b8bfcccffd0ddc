// Builds what is missing or older than its sources, so `npm start`, `npm run backup` and the tests
// always run the code that is in the tree, never a build left over from an earlier one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (...parts) => path.join(root, ...parts);

/** The latest change time of a file, or of any file in a folder (0 when missing). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '.tmp') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

/** What each part needs built, from which sources, and with which command. */
const parts = {
  api: {
    outputs: ['packages/shared/dist/index.js', 'apps/api/dist/server.js'],
    sources: ['packages/shared', 'apps/api', 'tsconfig.base.json'],
    command: ['npx', ['tsc', '-b', 'apps/api/tsconfig.build.json']],
  },
  web: {
    outputs: ['apps/web/dist/index.html'],
    sources: ['packages/shared', 'apps/web', 'tsconfig.base.json'],
    command: ['npm', ['run', 'build', '-w', '@stuga/web']],
  },
};

const stampOf = (name) => at('.tmp', 'build', `${name}.stamp`);

/** Whether a part has to be built: an output is missing, or a source changed since its last build. */
function stale(name) {
  const part = parts[name];
  if (!part.outputs.every((file) => existsSync(at(file)))) return true;
  const stamp = stampOf(name);
  if (!existsSync(stamp)) return true;
  return Math.max(...part.sources.map((source) => newest(at(source)))) > statSync(stamp).mtimeMs;
}

/**
 * Builds the named parts that are stale (every one with `force`); exits the process when a build
 * fails.
 */
export function ensureBuilt(names = ['api', 'web'], { force = false } = {}) {
  for (const name of names) {
    if (!force && !stale(name)) continue;
    const first = !parts[name].outputs.every((file) => existsSync(at(file)));
    if (!force) console.log(`${first ? 'First start' : 'Sources changed'}: building the ${name}…`);
    const started = Date.now();
    const [command, args] = parts[name].command;
    // A production build whatever NODE_ENV the caller has (a test runner sets it to "test").
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
    mkdirSync(path.dirname(stampOf(name)), { recursive: true });
    // The stamp is written at the build's start time: a source saved during the build is newer.
    writeFileSync(stampOf(name), '');
    utimesSync(stampOf(name), new Date(started), new Date(started));
  }
}
