// `npm start`: builds what is missing or out of date, then runs the server (which migrates and seeds).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The latest change time of a file, or of any file in a folder. */
function newest(target) {
  if (!existsSync(target)) return 0;
  if (!statSync(target).isDirectory()) return statSync(target).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const outputs = [
  at('packages/shared/dist/index.js'),
  at('apps/api/dist/server.js'),
  at('apps/web/dist/index.html'),
];
const sources = ['packages/shared/src', 'apps/api/src', 'apps/web/src', 'apps/web/index.html'].map(
  (source) => newest(at(source)),
);
const built = outputs.every(existsSync);
const oldestOutput = built ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;

if (!built || Math.max(...sources) > oldestOutput) {
  console.log(built ? 'Sources changed: rebuilding…' : 'First start: building the app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, 'apps/api/dist/server.js'));
