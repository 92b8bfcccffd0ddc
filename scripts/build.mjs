// `npm run build`: the shared package and the server (tsc), then the web app (Vite).
// With --if-stale, only what is missing or older than its sources (as `npm start` does).
import { ensureBuilt } from './lib/build.mjs';

ensureBuilt(['api', 'web'], { force: !process.argv.includes('--if-stale') });
