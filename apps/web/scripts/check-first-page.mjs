// Fails the build when the first page, or any screen before it is drawn, would load zod: the
// request schemas are fetched only by the forms that use them, when the browser is idle (decision
// 0008). A value imported from a schema module (a constant, a message) pulls zod and every schema
// of that module in with it; keep such values in the shared limits, constants and rules instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.argv[2] ?? 'dist';
const read = (file) => readFileSync(path.join(root, file.replace(/^\//, '')), 'utf8');
// zod names its error class in its code; no such script may carry it.
const carriesZod = (file) => read(file).includes('ZodError');

const html = read('index.html');
const loaded = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map((match) => match[1]);
const problems = [];
// The app's entry file asks V8 to compile it whole while it streams in (decision 0061).
const entry = html.match(/<script type="module"[^>]* src="([^"]+\.js)"/)?.[1];
if (!entry || !read(entry).startsWith('//# allFunctionsCalledOnLoad\n')) {
  problems.push(`The first page's script ${entry ?? '(none found)'} has lost its compile hint.`);
}
const zod = loaded.filter(carriesZod);
if (zod.length) {
  problems.push(
    `The first page loads ${zod.join(', ')}: something the app's shell imports from @stuga/shared ` +
      'comes from a schema module.',
  );
}
// What each screen's code imports before it is drawn (the table the server preloads from).
const screens = JSON.parse(read('screens.json'));
for (const [screen, files] of Object.entries(screens)) {
  if (screen.startsWith('language:')) continue;
  const withZod = (files.js ?? []).filter(carriesZod);
  if (withZod.length) {
    problems.push(
      `${screen} loads ${withZod.join(', ')} before it is drawn: something it imports from ` +
        '@stuga/shared comes from a schema module.',
    );
  }
}
if (problems.length) {
  console.error(
    `${problems.join('\n')}\nMove it to the shared limits (packages/shared/src/limits.ts), ` +
      'constants or rules.',
  );
  process.exit(1);
}
const count = Object.keys(screens).filter((screen) => !screen.startsWith('language:')).length;
console.log(
  `first page: ${loaded.length} scripts, compiled as they stream, no zod; no zod in any of ${count} screens`,
);
