// Whether a password reset tells who has an account by how long it takes: the answer for a known
// address and an unknown one, in random order, with the mail server answering, refusing and
// hanging; and the request right after each (work done on the request's heels would slow it).
// Compared by medians, 90th percentiles and a rank test (Kruskal-Wallis on two groups, the same
// as Mann-Whitney's). The app runs in its own process as `npm start` runs it; the SMTP server and
// the requests come from this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import kruskalTest from '@stdlib/stats-kruskal-test';
import { startApp } from '../lib/processes.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';

/** Pairs asked per mail-server mode (read when the bench runs: the smoke run asks for fewer). */
const pairs = () => Number(process.env.BENCH_RESET_PAIRS ?? 100);
/** A seeded member (the demo data's), and an address nobody has. */
const KNOWN = 'astrid@example.org';
const UNKNOWN = 'nobody-here@example.org';
/** Below this p-value the rank test tells the two apart. */
export const RESET_ALPHA = 0.01;

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
};

/** Known against unknown: medians, 90th percentiles and the rank test's p-value. */
function compare(known, unknown) {
  return {
    known: { median: quantile(known, 0.5), p90: quantile(known, 0.9) },
    unknown: { median: quantile(unknown, 0.5), p90: quantile(unknown, 0.9) },
    p: kruskalTest(known, unknown).pValue,
  };
}

export async function benchReset() {
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-reset-'));
  const app = await startApp({
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAILS: '',
      SMTP_URL: sink.url,
      // The requests say who they are for through X-Forwarded-For, as behind a proxy.
      TRUST_PROXY: 'loopback',
    },
    healthPath: '/api/health',
  });
  let client = 0;
  const timed = async (url, init) => {
    const started = performance.now();
    const response = await fetch(url, init);
    const body = await response.text();
    return { status: response.status, body, ms: performance.now() - started };
  };
  // Each request from its own address, so the per-address limit on reset requests never
  // answers instead of the route.
  const ask = (email) => {
    client += 1;
    return timed(`${app.url}/api/password-reset`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ email }),
    });
  };
  const next = () => timed(`${app.url}/api/clock`);
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  const rows = [];
  try {
    // Warm up the route, the connection and the database.
    for (let i = 0; i < 20; i += 1) await ask(i % 2 ? KNOWN : UNKNOWN);
    for (const mode of ['answer', 'refuse', 'silent']) {
      sink.state.mode = mode;
      const samples = { known: [], unknown: [], knownNext: [], unknownNext: [] };
      const answers = new Set();
      for (let pair = 0; pair < pairs(); pair += 1) {
        const order = Math.random() < 0.5 ? [KNOWN, UNKNOWN] : [UNKNOWN, KNOWN];
        for (const email of order) {
          const result = await ask(email);
          const after = await next();
          answers.add(`${result.status} ${result.body}`);
          const side = email === KNOWN ? 'known' : 'unknown';
          samples[side].push(result.ms);
          samples[`${side}Next`].push(after.ms);
          await pause();
        }
      }
      rows.push({
        mode,
        answers: answers.size,
        reset: compare(samples.known, samples.unknown),
        next: compare(samples.knownNext, samples.unknownNext),
      });
    }
  } finally {
    await app.stop();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export function printReset(rows) {
  console.log(
    `\nPassword reset: ${pairs()} known and ${pairs()} unknown addresses in random order, on loopback;` +
      `\n"next": the request right after each. p: rank test, below ${RESET_ALPHA} tells them apart\n`,
  );
  console.log(
    'mail server'.padEnd(12),
    'what'.padEnd(6),
    'median known/unknown ms'.padStart(24),
    'p90 known/unknown ms'.padStart(22),
    'p'.padStart(8),
    'answers'.padStart(8),
    '',
  );
  for (const row of rows) {
    for (const what of ['reset', 'next']) {
      const { known, unknown, p } = row[what];
      const alike = p >= RESET_ALPHA && row.answers === 1;
      console.log(
        row.mode.padEnd(12),
        what.padEnd(6),
        `${known.median.toFixed(2)} / ${unknown.median.toFixed(2)}`.padStart(24),
        `${known.p90.toFixed(2)} / ${unknown.p90.toFixed(2)}`.padStart(22),
        p.toFixed(3).padStart(8),
        String(row.answers).padStart(8),
        ` ${alike ? 'alike' : 'TELLS THEM APART'}`,
      );
    }
  }
}
