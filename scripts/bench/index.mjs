// `npm run bench`: requests per second and p99 latency of API calls, each against a bare Fastify
// route measured in the same run on the same machine, so the ratio holds wherever it runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { buildApp } = await load('apps/api/dist/app.js');
const { loadConfig } = await load('apps/api/dist/config.js');

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-'));

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
await bare.listen({ port: 0, host: '127.0.0.1' });

const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, root),
  webRoot: undefined,
});
await app.listen({ port: 0, host: '127.0.0.1' });

const address = (server) => `http://127.0.0.1:${server.server.address().port}`;
const measure = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

const targets = [
  ['bare Fastify route (baseline)', `${address(bare)}/bare`],
  ['GET /api/content', `${address(app)}/api/content`],
  ['GET /api/get_images', `${address(app)}/api/get_images`],
  ['GET /api/health', `${address(app)}/api/health`],
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
console.log(`\n${connections} connections, ${seconds} s each, on loopback\n`);
console.log('call'.padEnd(32), 'req/s'.padStart(9), 'p99 ms'.padStart(8), 'vs bare'.padStart(9));
for (const row of rows) {
  console.log(
    row.name.padEnd(32),
    row.rps.toFixed(0).padStart(9),
    String(row.p99).padStart(8),
    `${(row.rps / baseline).toFixed(2)}x`.padStart(9),
  );
}

await app.close();
await bare.close();
rmSync(dataDir, { recursive: true, force: true });
