// Fails the build when a library is bundled twice: the same file of a package from two installs
// of it (npm nests a copy under each package that cannot use the one at the root). Each copy is
// code every reader downloads and their phone parses again (decision 0048): make the importers
// share one (`vite.config.ts` does so for the message formatting packages).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const assets = path.join(process.argv[2] ?? 'dist', 'assets');
const installs = new Map();
for (const map of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
  const { sources } = JSON.parse(readFileSync(path.join(assets, map), 'utf8'));
  for (const source of sources.filter((name) => name.includes('node_modules/'))) {
    const file = source.slice(source.lastIndexOf('node_modules/') + 'node_modules/'.length);
    installs.set(file, (installs.get(file) ?? new Set()).add(source));
  }
}
const twice = [...installs.values()].filter((copies) => copies.size > 1);
if (twice.length) {
  console.error('A library is bundled from more than one install:');
  for (const copies of twice) console.error(`  ${[...copies].join('\n    and ')}`);
  process.exit(1);
}
console.log(`no library bundled twice (${installs.size} library files)`);
