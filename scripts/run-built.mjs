// Runs a built server script (`npm run backup`), building the server first if it is missing or stale.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './lib/build.mjs';

const [script, ...args] = process.argv.slice(2);
ensureBuilt(['api']);
const file = path.join(root, script);
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
