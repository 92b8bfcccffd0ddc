// `npm start`: builds what is missing or out of date, then runs the server (which migrates and seeds).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './lib/build.mjs';

ensureBuilt(['api', 'web']);
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
