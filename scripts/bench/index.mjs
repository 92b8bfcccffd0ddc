// `npm run bench`: what the app's speed is, measured against a baseline in the same run, so the
// ratios hold wherever it runs. The app runs in its own process exactly as `npm start` runs it
// (built, production mode); the load comes from this process; the baseline, a bare Fastify
// route, runs in a process of its own too. Then the stay calls over a large data set, whether a
// password reset's timing tells who has an account, and Lighthouse (mobile) on the first screens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt } from '../lib/build.mjs';
import { startProcess } from '../lib/processes.mjs';
import { audit, print as printLighthouse } from './lighthouse.mjs';
import { benchReset, printReset } from './reset.mjs';
import { benchStays, printStays } from './stays.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const skipLighthouse = process.env.BENCH_LIGHTHOUSE === 'false';

ensureBuilt(['api', 'web']);
const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-'));
const bare = await startProcess('scripts/bench/bare-server.mjs', { healthPath: '/bare' });
const app = await startProcess('scripts/start.mjs', {
  env: { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ADMIN_EMAILS: '' },
  healthPath: '/api/health',
});

const measure = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

try {
  const targets = [
    ['bare Fastify route (baseline)', `${bare.url}/bare`],
    ['GET /api/content', `${app.url}/api/content`],
    ['GET /api/get_images', `${app.url}/api/get_images`],
    ['GET /api/health', `${app.url}/api/health`],
    ['GET /api/guestbook', `${app.url}/api/guestbook`],
    ['GET / (the page)', `${app.url}/`],
  ];
  // Warm up every route once so the first measurement pays for nothing the others do not.
  for (const [, url] of targets) await fetch(url);

  const rows = [];
  for (const [name, url] of targets) {
    const result = await measure(url);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    rows.push({ name, rps: result.requests.average, p99: result.latency.p99 });
  }
  const baseline = rows[0].rps;
  console.log(`\nThroughput: ${connections} connections, ${seconds} s each, on loopback\n`);
  console.log('call'.padEnd(32), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs bare'.padStart(9));
  for (const row of rows) {
    console.log(
      row.name.padEnd(32),
      row.rps.toFixed(0).padStart(9),
      String(row.p99).padStart(8),
      `${(row.rps / baseline).toFixed(2)}x`.padStart(9),
    );
  }

  printStays(await benchStays());
  printReset(await benchReset());

  if (!skipLighthouse) {
    console.log('\nLighthouse 12 (mobile, simulated slow 4G and a 4x slower CPU), Debian Chromium');
    console.log('JS and CSS: kilobytes as sent (compressed); "unused": what the page never ran\n');
    printLighthouse(await audit(app.url, ['/', '/guestbook', '/login']));
  }
} finally {
  await app.stop();
  await bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
