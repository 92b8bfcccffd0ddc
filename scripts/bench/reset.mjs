// Whether a password reset tells who has an account by how long it takes: the answer for a known
// address and an unknown one, in pairs taken in random order, with the mail server answering,
// refusing and hanging. The app runs in its own process as `npm start` runs it; the SMTP server
// and the requests come from this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { freePort, startProcess } from '../lib/processes.mjs';

const PAIRS = Number(process.env.BENCH_RESET_PAIRS ?? 50);
/** A seeded member (the demo data's), and an address nobody has. */
const KNOWN = 'astrid@example.org';
const UNKNOWN = 'nobody-here@example.org';
/** The difference of medians that would start to tell the two apart on a quiet loopback. */
export const RESET_TOLERANCE_MS = 3;

async function startSink() {
  const state = { mode: 'answer' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onConnect: (_session, callback) => state.mode !== 'silent' && callback(),
    onMailFrom: (_address, _session, callback) =>
      state.mode === 'refuse'
        ? callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
        : callback(),
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { state, url: `smtp://127.0.0.1:${port}`, close: () => server.close() };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function benchReset() {
  const sink = await startSink();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-reset-'));
  const app = await startProcess('scripts/start.mjs', {
    env: {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ADMIN_EMAILS: '',
      SMTP_URL: sink.url,
    },
    healthPath: '/api/health',
  });
  let client = 0;
  const ask = async (email) => {
    // Each request from its own address (the app trusts a proxy on loopback), so the per-address
    // limit on reset requests never answers instead of the route.
    client += 1;
    const started = performance.now();
    const response = await fetch(`${app.url}/api/password-reset`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ email }),
    });
    const body = await response.text();
    const ms = performance.now() - started;
    return { status: response.status, body, ms };
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  const rows = [];
  try {
    // Warm up the route, the connection and the database.
    for (let i = 0; i < 10; i += 1) await ask(i % 2 ? KNOWN : UNKNOWN);
    for (const mode of ['answer', 'refuse', 'silent']) {
      sink.state.mode = mode;
      const known = [];
      const unknown = [];
      const answers = new Set();
      for (let pair = 0; pair < PAIRS; pair += 1) {
        const order = Math.random() < 0.5 ? [KNOWN, UNKNOWN] : [UNKNOWN, KNOWN];
        for (const email of order) {
          const result = await ask(email);
          answers.add(`${result.status} ${result.body}`);
          (email === KNOWN ? known : unknown).push(result.ms);
          await pause();
        }
      }
      rows.push({
        mode,
        known: median(known),
        unknown: median(unknown),
        answers: answers.size,
      });
    }
  } finally {
    await app.stop();
    sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

export function printReset(rows) {
  console.log(
    `\nPassword reset: medians of ${PAIRS} pairs, known vs unknown address, on loopback\n`,
  );
  console.log(
    'mail server'.padEnd(12),
    'known ms'.padStart(9),
    'unknown ms'.padStart(11),
    'difference'.padStart(11),
    'answers'.padStart(8),
    '',
  );
  for (const row of rows) {
    const difference = row.known - row.unknown;
    const verdict =
      row.answers === 1 && Math.abs(difference) <= RESET_TOLERANCE_MS
        ? 'alike'
        : 'TELLS THEM APART';
    console.log(
      row.mode.padEnd(12),
      row.known.toFixed(2).padStart(9),
      row.unknown.toFixed(2).padStart(11),
      `${difference >= 0 ? '+' : ''}${difference.toFixed(2)}`.padStart(11),
      String(row.answers).padStart(8),
      ` ${verdict}`,
    );
  }
}
