// `npm run bench`: what the app's speed is, measured against a baseline in the same run, so the
// ratios hold wherever it runs. The app runs in its own process exactly as `npm start` runs it
// (built, production mode); the load comes from this process; the baseline, a bare Fastify
// route, runs in a process of its own too. Then the stay calls over a large data set, the calendar
// feed and the fair share over ten years of a house, the high-season round's draw, whether a
// password reset's timing tells who has an account, how soon every signed-in screen is usable on
// a slow phone (At the house offline too), a visitor's first page's JavaScript, and Lighthouse
// (mobile) on the first screens and, signed in, on the heart screens. Every figure is printed
// with its goal.
//
// BENCH_SMOKE=true is the short run CI makes so the bench cannot rot unseen: one second per
// call, few samples, no Lighthouse; it fails only when something breaks, never on a figure.
// BENCH_PARTS=reads,stays,calendar,round,reset,screens,first-page,lighthouse picks the parts to
// run (all by default), e.g. `BENCH_PARTS=reads` to weigh one change to the server against the
// bare route.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuilt } from '../lib/build.mjs';
import { startApp, startProcess } from '../lib/processes.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';
import { startSmhiService } from '../lib/smhi-service.mjs';
import { confirmedAdmin } from './accounts.mjs';
import { benchFirstPage, printFirstPage } from './first-page.mjs';
import { makeHouse, screenAddresses } from './made.mjs';
import { audit, print as printLighthouse } from './lighthouse.mjs';
import { benchReset, printReset } from './reset.mjs';
import { benchStays, printStays } from './stays.mjs';
import { benchCalendar, printCalendar } from './calendar.mjs';
import { benchRound, printRound } from './round.mjs';
import { benchOffline, benchScreens, printOffline, printScreens } from './screens.mjs';
import { fillYears } from './years.mjs';

const smoke = process.env.BENCH_SMOKE === 'true';
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const parts = new Set(
  (
    process.env.BENCH_PARTS ?? 'reads,stays,calendar,round,reset,screens,first-page,lighthouse'
  ).split(','),
);
const skipLighthouse =
  smoke || process.env.BENCH_LIGHTHOUSE === 'false' || !parts.has('lighthouse');
if (smoke) process.env.BENCH_RESET_PAIRS ??= '10';

/**
 * The goals: the public reads at half the bare route's throughput or better, the signed-in plans
 * at 0.3 of it (they check a session and answer a view of every stay), every p99 under 25 ms.
 */
const GOAL_RATIO = 0.5;
const GOAL_RATIO_SIGNED_IN = 0.3;
const GOAL_P99_MS = 25;
/** The serving process's resident memory after the load. */
const GOAL_RSS_MB = 200;
export const ADMIN = {
  email: 'bench-admin@example.com',
  password: 'bench-admin-password',
  first_name: 'Bench',
};

ensureBuilt(['api', 'web']);
// The router's table of screens, from the build just made (a fresh clone has none before it).
const { paths } = await import('../../packages/shared/dist/routes.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-'));
const sink = await startSmtpSink();
// SMHI's forecast and warnings for the weather card, from a stand-in on this machine.
const smhi = await startSmhiService();
const bare = await startProcess('scripts/bench/bare-server.mjs', { healthPath: '/bare' });
const app = await startApp({
  env: {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAILS: ADMIN.email,
    SMTP_URL: sink.url,
    SMHI_FORECAST_URL: smhi.origin,
    SMHI_WARNINGS_URL: smhi.origin,
    // As a real house has it: the login page offers Google's sign-in (its script stood in for).
    GOOGLE_CLIENT_ID: 'bench.apps.googleusercontent.com',
  },
  healthPath: '/api/health',
});

/**
 * The CPU time a process has used, in microseconds (user and system, from /proc): what a request
 * costs the server, whatever the load generator beside it manages on the same cores.
 */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second).
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return NaN; // no /proc here: the column says so
  }
}

/** The resident memory of a process in megabytes (VmRSS from /proc), or NaN without /proc. */
function residentMegabytes(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
}

const measure = (url, headers = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

try {
  const admin = await confirmedAdmin(app.url, sink, ADMIN);
  const signedIn = { authorization: `Bearer ${admin.jwt}` };
  // The admin's own stay, a round and a meeting, through the real calls, for the screens that
  // show one (before the screens part writes ten years of bookings around them).
  const house =
    parts.has('screens') || !skipLighthouse ? await makeHouse(app.url, admin.jwt) : undefined;
  // [name, address, headers, the ratio to the bare route it should reach (none: no goal)]
  const targets = [
    ['bare Fastify route (baseline)', `${bare.url}/bare`, {}, undefined],
    ['GET /api/health', `${app.url}/api/health`, {}, GOAL_RATIO],
    ['GET /api/content', `${app.url}/api/content`, {}, GOAL_RATIO],
    ['GET /api/guestbook', `${app.url}/api/guestbook`, {}, GOAL_RATIO],
    [
      'GET /api/stay-plans (signed in)',
      `${app.url}/api/stay-plans`,
      signedIn,
      GOAL_RATIO_SIGNED_IN,
    ],
    ['GET /api/get_images', `${app.url}/api/get_images`, {}, GOAL_RATIO],
    ['GET / (the page)', `${app.url}/`, {}, undefined],
  ];
  if (parts.has('reads')) {
    // Warm up every route once so the first measurement pays for nothing the others do not.
    for (const [, url, headers] of targets) await (await fetch(url, { headers })).arrayBuffer();

    const rows = [];
    for (const [name, url, headers, goal] of targets) {
      const pid = url.startsWith(bare.url) ? bare.pid : app.pid;
      const cpuBefore = cpuMicros(pid);
      const result = await measure(url, headers);
      const cpu = (cpuMicros(pid) - cpuBefore) / result.requests.total;
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      rows.push({ name, goal, rps: result.requests.average, p99: result.latency.p99, cpu });
    }
    const baseline = rows[0].rps;
    console.log(`\nThroughput: ${connections} connections, ${seconds} s each, on loopback`);
    console.log(
      `Goals for the reads: at least ${GOAL_RATIO}x the bare route (signed in ` +
        `${GOAL_RATIO_SIGNED_IN}x), p99 under ${GOAL_P99_MS} ms`,
    );
    console.log(
      'CPU µs: the serving process’s CPU time per request; cost: that against the bare route\n',
    );
    console.log(
      'call'.padEnd(34),
      'req/s'.padStart(9),
      'p99 ms'.padStart(8),
      'vs bare'.padStart(9),
      'CPU µs'.padStart(8),
      'cost'.padStart(7),
      '',
    );
    for (const row of rows) {
      const ratio = row.rps / baseline;
      const verdict = !row.goal
        ? ''
        : ratio >= row.goal && row.p99 < GOAL_P99_MS
          ? 'meets the goals'
          : 'BELOW THE GOALS';
      console.log(
        row.name.padEnd(34),
        row.rps.toFixed(0).padStart(9),
        String(row.p99).padStart(8),
        `${ratio.toFixed(2)}x`.padStart(9),
        row.cpu.toFixed(0).padStart(8),
        `${(row.cpu / rows[0].cpu).toFixed(1)}x`.padStart(7),
        ` ${verdict}`,
      );
    }
  }

  if (parts.has('reads')) {
    // What the server holds in memory once the load has passed (resident set, from /proc).
    const rss = residentMegabytes(app.pid);
    console.log(
      `\nServer memory after the load: ${Number.isNaN(rss) ? 'unknown (no /proc)' : `${rss.toFixed(0)} MB`}` +
        ` resident (goal under ${GOAL_RSS_MB} MB)${rss >= GOAL_RSS_MB ? '  ABOVE THE GOAL' : ''}`,
    );
  }

  if (parts.has('stays')) printStays(await benchStays());
  if (parts.has('calendar')) printCalendar(await benchCalendar());
  if (parts.has('round')) printRound(await benchRound());
  if (parts.has('reset')) printReset(await benchReset());

  // How soon the signed-in screens can be used on a slow phone (4x slower CPU); the short run
  // opens each once, so the measurement itself cannot rot.
  if (parts.has('screens')) {
    // Ten years of bookings around what was made (written beside the running server).
    const held = fillYears(path.join(dataDir, 'stuga.sqlite'));
    const login = { email: ADMIN.email, password: ADMIN.password };
    const runs = smoke ? 1 : 5;
    printScreens(await benchScreens(app.url, screenAddresses(paths, house), { login, runs }), held);
    printOffline(await benchOffline(app.url, { login, runs }));
  }

  if (parts.has('first-page')) printFirstPage(await benchFirstPage(app.url));

  if (!skipLighthouse) {
    console.log('\nLighthouse 12 (mobile, simulated slow 4G and a 4x slower CPU), Debian Chromium');
    console.log('JS and CSS: kilobytes as sent (compressed); "unused": what the page never ran');
    console.log('Goals: 97 on the first screens; 95 signed in; total blocking time per page');
    console.log('(Google sign-in configured: its script, stood in for, loads on /login)\n');
    printLighthouse(await audit(app.url, ['/', '/guestbook', '/login']), 97);
    console.log('\nSigned in (logged in through the login page, its storage kept between runs)\n');
    printLighthouse(
      await audit(
        app.url,
        [
          '/book-stay',
          '/timeline',
          '/improvements',
          '/profile',
          '/at-the-house',
          `/pay/${house.booking}`,
          '/admin/approvals',
        ],
        {
          login: { email: ADMIN.email, password: ADMIN.password },
        },
      ),
      95,
    );
  }
} finally {
  await app.stop();
  await bare.stop();
  await sink.close();
  await smhi.close();
  rmSync(dataDir, { recursive: true, force: true });
}
