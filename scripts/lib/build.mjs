// Builds what is missing or older than its sources, so `npm start`, `npm run backup` and the tests
// always run the code that is in the tree, never a build left over from an earlier one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const at = (...parts) => path.join(root, ...parts);

/** Folders that hold no sources: what builds and installs make, which must not count as edits. */
const SKIPPED = new Set(['node_modules', 'dist', '.tmp', 'coverage']);

/**
 * Every source file under the targets with its change time. Only files count: a folder's own
 * time changes when a build makes `dist` inside it, which would make every build stale at once.
 */
function sourceFiles(targets) {
  const files = new Map();
  const walk = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (!stat.isDirectory()) return void files.set(path.relative(root, target), stat.mtimeMs);
    for (const entry of readdirSync(target)) {
      if (!SKIPPED.has(entry) && !entry.startsWith('.')) walk(path.join(target, entry));
    }
  };
  for (const target of targets) walk(at(target));
  return files;
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

const stampOf = (name) => at('.tmp', 'build', `${name}.json`);

/**
 * Whether a part has to be built: an output is missing, a source file changed since its last
 * build began, or a source file was added or removed (the stamp keeps the list it was built from).
 */
function stale(name) {
  const part = parts[name];
  if (!part.outputs.every((file) => existsSync(at(file)))) return true;
  if (!existsSync(stampOf(name))) return true;
  const stamp = JSON.parse(readFileSync(stampOf(name), 'utf8'));
  const files = sourceFiles(part.sources);
  if (files.size !== stamp.files.length || stamp.files.some((file) => !files.has(file))) {
    return true;
  }
  return Math.max(...files.values()) > stamp.startedAt;
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
    const startedAt = Date.now();
    // The list is taken before the build: a source saved during the build is newer than the stamp.
    const files = [...sourceFiles(parts[name].sources).keys()].sort();
    const [command, args] = parts[name].command;
    // A production build whatever NODE_ENV the caller has (a test runner sets it to "test").
    const env = { ...process.env, NODE_ENV: 'production' };
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
    mkdirSync(path.dirname(stampOf(name)), { recursive: true });
    writeFileSync(stampOf(name), JSON.stringify({ startedAt, files }));
  }
}

/** Whether each part is stale now (for the test that a fresh build is not stale at once). */
export function staleParts(names = ['api', 'web']) {
  return Object.fromEntries(names.map((name) => [name, stale(name)]));
}
