// The high-season round's draw over a house with a long past (issue 32): 200 members, a stay
// every eight days for ten years (each member's high-season nights counted over the last three
// seasons), nine earlier rounds confirmed (each member's run of empty-handed rounds read back
// through them), and a round of 40 blocks whose ballot has closed, every member ranking 10 to 40
// of them. The server runs in its own process on the prepared SQLite database, as `npm start`
// runs it; the house draws the round by itself soon after the start, then each timed draw is an
// admin's after a discard (a new seed each time), the whole call: reading the ballots and the
// standings, the draw, and keeping it with all it was drawn from. Then the check any member can
// press, which runs the confirmed draw again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { startApp } from '../lib/processes.mjs';
import { startSmtpSink } from '../lib/smtp-sink.mjs';
import { confirmedAdmin } from './accounts.mjs';
import { houseRows, seededRandom } from './house-rows.mjs';
import { median, p90 } from './stays.mjs';

const MEMBERS = 200;
const BLOCKS = 40;
const TODAY = '2026-09-12';
const FIRST_YEAR = 2016;
/** A stay every 8 days: 3 nights and the 4 days of cleaning between (SPEC §9). */
const CYCLE = 8;
const NIGHTS = 3;
/** The goal: an admin's draw, the whole call, under a second. */
const GOAL_MS = 1000;
const times = () => (process.env.BENCH_SMOKE === 'true' ? 2 : 7);
const ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

/** The list in an order drawn from `random` (Fisher–Yates). */
function shuffled(list, random) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const dayNumber = (date) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
const dateOf = (day) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** Writes the house's past, the earlier rounds and the round to draw; answers its id. */
function fill(file, adminId) {
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const stamp = `${TODAY}T07:00:00.000Z`;
  const random = seededRandom(32);
  const rows = houseRows(db, stamp);
  const insertRound = db.prepare(
    `insert into round (name, opens, closes, first_pass_cap, total_cap, status, created_by,
       created_at, updated_at, ended_at) values (?, ?, ?, 1, 2, ?, ?, ?, ?, ?)`,
  );
  const insertBlock = db.prepare(
    `insert into round_block (round_id, name, from_date, to_date) values (?, ?, ?, ?)`,
  );
  const insertBallot = db.prepare(
    `insert into round_ballot (round_id, user_id, block_id, rank, updated_at) values (?, ?, ?, ?, ?)`,
  );
  const insertDraw = db.prepare(
    `insert into round_draw (round_id, seed, status, input, result, drawn_by, drawn_at, decided_at)
     values (?, 1, 'confirmed', '{}', ?, ?, ?, ?)`,
  );
  let roundId = 0;
  db.transaction(() => {
    const members = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      members.push(rows.member(`round-member${i}@example.org`, 'Member', String(i + 1)));
    }
    // Ten years of stays, the members taking turns.
    let count = 0;
    for (let day = dayNumber(`${FIRST_YEAR}-01-02`); day < dayNumber(TODAY) - 10; day += CYCLE) {
      const owner = members[count % MEMBERS];
      const plan = rows.plan(owner, `Stay ${count + 1}`, dateOf(day));
      rows.option(plan, owner, dateOf(day), dateOf(day + NIGHTS), { status: 'approved' });
      count += 1;
    }
    /** A round, its blocks a week each (eleven days apart) from `first`, and every ballot. */
    const round = (name, closes, status, first) => {
      const id = Number(
        insertRound.run(
          name,
          dateOf(dayNumber(closes) - 14),
          closes,
          status,
          adminId,
          stamp,
          stamp,
          status === 'confirmed' ? stamp : null,
        ).lastInsertRowid,
      );
      const blocks = [];
      for (let b = 0; b < BLOCKS; b += 1) {
        const from = dayNumber(first) + b * 11;
        blocks.push(
          Number(
            insertBlock.run(id, `Week ${b + 1}`, dateOf(from), dateOf(from + 7)).lastInsertRowid,
          ),
        );
      }
      for (const member of members) {
        const wanted = shuffled(blocks, random).slice(0, 10 + Math.floor(random() * 31));
        wanted.forEach((block, rank) => insertBallot.run(id, member, block, rank + 1, stamp));
      }
      return { id, blocks };
    };
    // Nine earlier rounds, confirmed: half the members given a block in each.
    for (let year = FIRST_YEAR + 1; year < 2026; year += 1) {
      const earlier = round(
        `Summer ${year}`,
        `${year - 1}-11-30`,
        'confirmed',
        `${year - 1}-12-05`,
      );
      const given = members
        .filter(() => random() < 0.5)
        .map((member, index) => ({ block: earlier.blocks[index % BLOCKS], member, pass: 1 }));
      insertDraw.run(
        earlier.id,
        JSON.stringify({ order: [], passes: [], given, unclaimed: [] }),
        adminId,
        stamp,
        stamp,
      );
    }
    // The round to draw: its ballot closed yesterday; its blocks from next spring on.
    roundId = round('Summer 2027', dateOf(dayNumber(TODAY) - 1), 'set', '2027-03-01').id;
  })();
  db.close();
  return roundId;
}

/** Measures the draw and its check; returns rows of name, median, p90 and goal in ms. */
export async function benchRound() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-bench-round-'));
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
    // First start: the schema and the admin through the real calls.
    let app = await startApp({ env, healthPath: '/api/health' });
    const admin = await confirmedAdmin(app.url, sink, {
      ...ADMIN,
      first_name: 'Bench',
      last_name: 'Admin',
    });
    await app.stop();

    const roundId = fill(path.join(dataDir, 'stuga.sqlite'), admin.user.id);
    app = await startApp({ env, healthPath: '/api/health' });
    try {
      const call = async (method, url) => {
        const started = performance.now();
        const response = await fetch(`${app.url}${url}`, {
          method,
          headers: { authorization: `Bearer ${admin.jwt}` },
        });
        const body = await response.json();
        if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${body.error}`);
        return { ms: performance.now() - started, body };
      };
      // The house draws it at the close, soon after the start.
      const until = Date.now() + 30_000;
      while ((await call('GET', `/api/admin/rounds/${roundId}`)).body.round.status !== 'drawn') {
        if (Date.now() > until) throw new Error('The house did not draw the round');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const draws = [];
      let given = 0;
      for (let i = 0; i < times(); i += 1) {
        await call('POST', `/api/admin/rounds/${roundId}/discard`);
        const drawn = await call('POST', `/api/admin/rounds/${roundId}/draw`);
        if (drawn.body.draw.order.length !== MEMBERS) throw new Error('Not every voter was placed');
        given = drawn.body.draw.given.length;
        draws.push(drawn.ms);
      }
      await call('POST', `/api/admin/rounds/${roundId}/confirm`);
      const checks = [];
      for (let i = 0; i < times(); i += 1) {
        const checked = await call('GET', `/api/rounds/${roundId}/draw`);
        if (!checked.body.same) throw new Error('The check does not give what was confirmed');
        checks.push(checked.ms);
      }
      const row = (name, values) => ({
        name,
        median: median(values),
        p90: p90(values),
        goal: GOAL_MS,
      });
      return {
        given,
        rows: [
          row(`POST …/draw (${MEMBERS} voters × ${BLOCKS} blocks)`, draws),
          row('GET /api/rounds/:id/draw (the check)', checks),
        ],
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
export function printRound({ given, rows }) {
  console.log(
    `\nThe high-season round: ${MEMBERS} members, ten years of stays, nine earlier rounds;` +
      ` ${BLOCKS} blocks, ${given} given (sequential calls)\n`,
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
