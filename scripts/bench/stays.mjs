// The stay calls under a large data set: 2 000 plans with 10 000 pending options, as many years of
// a busy house would hold. The server runs in its own process on a prepared SQLite database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { startApp } from '../lib/processes.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';
import { confirmedAdmin, invitedMember } from './accounts.mjs';
import { callAsSent, getAsSent } from './as-sent.mjs';
import { houseRows, seededRandom } from './house-rows.mjs';

const PLANS = 2000;
// Calls timed per row: fewer in the smoke run CI makes.
const times = () => (process.env.BENCH_SMOKE === 'true' ? 3 : 20);
const OPTIONS_PER_PLAN = 5;
const MEMBERS = 200;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const MEMBER = { email: 'bench-member@example.com', password: 'bench-member-password' };

const day = (offset) => {
  const date = new Date(Date.UTC(2025, 8, 12 + offset));
  return date.toISOString().slice(0, 10);
};

/** Fills the database: members, plans and pending options spread over two years, a few targets apart. */
export function fill(file, memberId) {
  const db = new SQLite(file);
  const stamp = '2025-09-12T07:17:00.000Z';
  const rows = houseRows(db, stamp);
  const random = seededRandom(7);
  const targets = [];
  db.transaction(() => {
    const members = [memberId];
    for (let i = 1; i < MEMBERS; i += 1) {
      members.push(rows.member(`member${i}@example.org`, 'Member', String(i)));
    }
    for (let p = 0; p < PLANS; p += 1) {
      const owner = members[p % MEMBERS];
      const planId = rows.plan(owner, `Plan ${p + 1}`, day(400));
      for (let o = 0; o < OPTIONS_PER_PLAN; o += 1) {
        // The approval targets: one option in each of 60 plans, ten days apart.
        const isTarget = o === 0 && p % 33 === 0 && targets.length < 60;
        const start = isTarget ? 20 + targets.length * 10 : 5 + Math.floor(random() * 700);
        const length = isTarget ? 2 : 1 + Math.floor(random() * 7);
        const id = rows.option(planId, owner, day(start), day(start + length), {
          priority: o + 1,
          note: 'a note',
        });
        if (isTarget) targets.push(id);
      }
    }
  })();
  db.close();
  return targets;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

/**
 * Times `call` (given its index) `times` times in a row, each after `before` (not timed);
 * answers the median and p90 in ms.
 */
export async function timed(times, call, { status, before } = {}) {
  const took = [];
  for (let i = 0; i < times; i += 1) {
    if (before) await before(i);
    const started = performance.now();
    const response = await call(i);
    await response.arrayBuffer();
    if (status ? response.status !== status : !response.ok) {
      throw new Error(`${response.url}: ${response.status}`);
    }
    took.push(performance.now() - started);
  }
  return { median: median(took), p90: p90(took) };
}

/** Measures the stay calls; returns rows of name, median and p90 in milliseconds. */
export async function benchStays() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-stays-'));
  // The admin proves its address with the link mailed to it, as a newcomer does.
  const sink = await startSmtpSink();
  const env = {
    SMTP_URL: sink.url,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_EMAILS: ADMIN.email,
    APP_NOW: '2025-09-12T09:17:00+02:00',
  };
  try {
    // First start: the schema, the admin, and one trusted member through the real calls.
    let app = await startApp({ env, healthPath: '/api/health' });
    const admin = await confirmedAdmin(app.url, sink, { ...ADMIN, first_name: 'Bench' });
    const member = await invitedMember(app.url, admin.jwt, { ...MEMBER, first_name: 'Mia' });
    await app.stop();

    const targets = fill(path.join(dataDir, 'stuga.sqlite'), member.user.id);
    app = await startApp({ env, healthPath: '/api/health' });
    try {
      // As a browser asks: compressed (decision 0060).
      const get = (url, token) => () =>
        getAsSent(`${app.url}${url}`, { authorization: `Bearer ${token}` });
      // A write that changes nothing the views show but gives the data a new version.
      const touch = async () => {
        const response = await fetch(`${app.url}/api/admin/planning-horizon`, {
          method: 'PUT',
          headers: { authorization: `Bearer ${admin.jwt}`, 'content-type': 'application/json' },
          body: JSON.stringify({ horizon_date: null }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`planning-horizon: ${response.status}`);
      };
      // Warm up.
      for (const token of [admin.jwt, member.jwt])
        await (await get('/api/stay-plans', token)()).arrayBuffer();
      await (await get('/api/admin/pending-approvals', admin.jwt)()).arrayBuffer();
      return [
        [
          'GET /api/admin/pending-approvals',
          await timed(times(), get('/api/admin/pending-approvals', admin.jwt)),
          50,
        ],
        [
          'GET /api/stay-plans (member)',
          await timed(times(), get('/api/stay-plans', member.jwt)),
          100,
        ],
        [
          'GET /api/stay-plans (admin)',
          await timed(times(), get('/api/stay-plans', admin.jwt)),
          50,
        ],
        // The same reads right after a write, when the view kept for the data version no longer
        // holds and is made anew (decision 0050): what the first admin to look after a change
        // waits. The write (the horizon set to what it is) is not timed. Issue 61's goal: the
        // kept answers must not hide a slow read.
        [
          'GET /api/admin/pending-approvals, made anew',
          await timed(times(), get('/api/admin/pending-approvals', admin.jwt), { before: touch }),
          50,
        ],
        [
          'GET /api/stay-plans (admin), made anew',
          await timed(times(), get('/api/stay-plans', admin.jwt), { before: touch }),
          50,
        ],
        [
          // A decision answers the approval panel it leaves (the approvals view), so the
          // admin's screen needs no second request: the time of both.
          'POST /api/admin/approve-option/{id} + panel',
          await timed(targets.length, (i) =>
            callAsSent('POST', `${app.url}/api/admin/approve-option/${targets[i]}`, {
              headers: { authorization: `Bearer ${admin.jwt}` },
              body: {},
            }),
          ),
          150,
        ],
      ].map(([name, time, goal]) => ({ name, ...time, goal }));
    } finally {
      await app.stop();
    }
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the rows, each with its goal (issue 31's for the approvals and the admin's plans). */
export function printStays(rows) {
  console.log(
    `\nStays over ${PLANS} plans with ${PLANS * OPTIONS_PER_PLAN} pending options (sequential calls)\n`,
  );
  console.log(
    'call'.padEnd(44),
    'median ms'.padStart(10),
    'p90 ms'.padStart(8),
    'goal'.padStart(8),
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(44),
      row.median.toFixed(1).padStart(10),
      row.p90.toFixed(1).padStart(8),
      (row.goal === null ? '—' : `< ${row.goal}`).padStart(8),
      row.goal === null || row.median < row.goal ? '' : ' BELOW THE GOAL',
    );
  }
}
