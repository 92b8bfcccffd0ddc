// The calendar feed and the fair share over a house with a long past: 200 members, every stay
// the house could hold from 2016 on (1 000 of them from a year ago on, so in the feed), two
// declined requests and a cancelled stay per member and year. The server runs in its own process
// on a prepared SQLite database, as `npm start` runs it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { startApp } from '../lib/processes.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';
import { confirmedAdmin, invitedMember } from './accounts.mjs';
import { getAsSent } from './as-sent.mjs';
import { houseRows } from './house-rows.mjs';
import { timed } from './stays.mjs';

const MEMBERS = 200;
const FIRST_YEAR = 2016;
const TODAY = '2025-09-12';
/** Stays in the feed: those ending on the first day of the month 12 months back or later. */
const FEED_STAYS = 1000;
const FEED_FROM = '2024-09-01';
/** A stay every 8 days: 3 nights and the 4 days of cleaning between (SPEC §9). */
const CYCLE = 8;
const NIGHTS = 3;
const times = () => (process.env.BENCH_SMOKE === 'true' ? 3 : 20);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };
const MEMBER = { email: 'bench-member@example.com', password: 'bench-member-password' };

const dayNumber = (date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOf = (day) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Fills the database; answers how many approved stays it holds. */
function fill(file, memberId) {
  const db = new SQLite(file);
  const stamp = '2025-09-12T07:17:00.000Z';
  const rows = houseRows(db, stamp);
  const plan = (owner, from, status, nights = NIGHTS) => {
    const to = dateOf(dayNumber(from) + nights);
    const reason = status === 'declined' ? 'The house is taken.' : null;
    rows.option(rows.plan(owner, 'A stay', from), owner, from, to, { status, reason });
  };
  let approved = 0;
  db.transaction(() => {
    const members = [memberId];
    for (let i = 1; i < MEMBERS; i += 1) {
      members.push(rows.member(`member${i}@example.org`, `Member${i}`, 'Lind'));
    }
    // Booked stays, back to back with the cleaning between, until the feed holds FEED_STAYS.
    const feedFrom = dayNumber(FEED_FROM);
    let inFeed = 0;
    for (let day = dayNumber(`${FIRST_YEAR}-01-02`); inFeed < FEED_STAYS; day += CYCLE) {
      plan(members[approved % MEMBERS], dateOf(day), 'approved');
      approved += 1;
      if (day + NIGHTS >= feedFrom) inFeed += 1;
    }
    // What never held the house: declined requests and cancelled stays, any day of each year.
    for (let year = FIRST_YEAR; year <= 2025; year += 1) {
      members.forEach((owner, index) => {
        const day = (offset) => dateOf(dayNumber(`${year}-01-01`) + ((index * 7 + offset) % 360));
        plan(owner, day(3), 'declined', 5);
        plan(owner, day(150), 'declined', 4);
        plan(owner, day(250), 'cancelled', 6);
      });
    }
  })();
  db.close();
  return approved;
}

/** Measures the feed and the fair share; returns rows of name, median, p90 and goal in ms. */
export async function benchCalendar() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-calendar-'));
  const sink = await startSmtpSink();
  const env = {
    SMTP_URL: sink.url,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ADMIN_EMAILS: ADMIN.email,
    APP_NOW: `${TODAY}T09:17:00+02:00`,
  };
  try {
    // First start: the schema, the admin, and one trusted member through the real calls.
    let app = await startApp({ env, healthPath: '/api/health' });
    const admin = await confirmedAdmin(app.url, sink, { ...ADMIN, first_name: 'Bench' });
    const member = await invitedMember(app.url, admin.jwt, { ...MEMBER, first_name: 'Mia' });
    await app.stop();

    const approved = fill(path.join(dataDir, 'stuga.sqlite'), member.user.id);
    app = await startApp({ env, healthPath: '/api/health' });
    try {
      const headersOf = (token) => (token ? { authorization: `Bearer ${token}` } : {});
      // As a calendar app or a browser asks: compressed (decision 0060).
      const get =
        (url, token, headers = {}) =>
        () =>
          getAsSent(`${app.url}${url}`, { ...headers, ...headersOf(token) });
      const read = (url, token) => fetch(`${app.url}${url}`, { headers: headersOf(token) });
      const address = await (await read('/api/calendar-feed', member.jwt)).json();
      const feed = new URL(address.url).pathname;
      const first = await read(feed);
      const events = ((await first.text()).match(/BEGIN:VEVENT/g) ?? []).length;
      if (events !== FEED_STAYS) throw new Error(`The feed holds ${events} stays`);
      // A calendar app that already has the feed sends its ETag back.
      const tagged = { 'if-none-match': first.headers.get('etag') };
      // Warm up.
      await (await get('/api/admin/fair-share', admin.jwt)()).arrayBuffer();
      const rows = [
        [`GET a calendar feed (${events} stays)`, await timed(times(), get(feed)), 30],
        [
          'GET the same feed with its ETag (304)',
          await timed(times(), get(feed, undefined, tagged), { status: 304 }),
          30,
        ],
        [
          'GET /api/admin/fair-share (this year)',
          await timed(times(), get('/api/admin/fair-share', admin.jwt)),
          100,
        ],
        [
          'GET /api/admin/fair-share?year=2019',
          await timed(times(), get('/api/admin/fair-share?year=2019', admin.jwt)),
          100,
        ],
        [
          'GET /api/fair-share (a member)',
          await timed(times(), get('/api/fair-share', member.jwt)),
          100,
        ],
      ];
      return {
        approved,
        rows: rows.map(([name, time, goal]) => ({ name, ...time, goal })),
      };
    } finally {
      await app.stop();
    }
  } finally {
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the rows, each with its goal. */
export function printCalendar({ approved, rows }) {
  console.log(
    `\nCalendar and fair share: ${MEMBERS} members, ${approved} approved stays from ${FIRST_YEAR},` +
      ` ${MEMBERS * (2025 - FIRST_YEAR + 1) * 3} declined and cancelled (sequential calls)\n`,
  );
  console.log(
    'call'.padEnd(44),
    'median ms'.padStart(10),
    'p90 ms'.padStart(8),
    'goal'.padStart(8),
    '',
  );
  for (const row of rows) {
    console.log(
      row.name.padEnd(44),
      row.median.toFixed(1).padStart(10),
      row.p90.toFixed(1).padStart(8),
      `< ${row.goal}`.padStart(8),
      row.median < row.goal ? ' meets the goal' : ' BELOW THE GOAL',
    );
  }
}
