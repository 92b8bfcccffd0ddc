// Runs a built server script (`npm run backup`), building the server first if it is not built yet.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [script, ...args] = process.argv.slice(2);
const file = path.join(root, script);
if (!existsSync(file)) {
  const result = spawnSync('npx', ['tsc', '-b', 'apps/api/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
