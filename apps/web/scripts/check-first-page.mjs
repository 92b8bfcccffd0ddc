// Fails the build when the first page would load zod: the request schemas are fetched only by the
// forms that use them (decision 0008). A value imported from `@stuga/shared/schemas` into the
// app's shell (a constant, a message) pulls zod in for every visitor; keep such values in the
// shared constants and rules instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? 'dist';
const html = readFileSync(path.join(root, 'index.html'), 'utf8');
const loaded = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
// zod names its error class in its code; no script of the first page may carry it.
const zod = loaded.filter((file) =>
  readFileSync(path.join(root, file.replace(/^\//, '')), 'utf8').includes('ZodError'),
);
if (zod.length) {
  console.error(
    `The first page loads ${zod.join(', ')}: something the app's shell imports from @stuga/shared ` +
      'comes from a schema module. Move it to the shared constants or rules.',
  );
  process.exit(1);
}
console.log(`first page: ${loaded.length} scripts, no zod`);
