import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPendingPlans, type PendingApprovals, type StayPlanResponse } from '@stuga/shared';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_NOW, testDatabaseUrl } from './test/helpers.js';
import { startSmtpSink } from './test/smtp-sink.js';
import { confirmedAdmin, post } from '../../../scripts/bench/accounts.mjs';
import { freePort, START_ARGS, waitForOk } from '../../../scripts/lib/processes.mjs';

/**
 * Promises that survive a crash, and several processes that behave as one (ARCHITECTURE: data
 * that must never go wrong), tried on server processes started as `npm start` starts them: killed
 * with -9 while mail is being promised, and two of them side by side on one PostgreSQL.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let dataDir = '';
let databaseUrl: string | undefined;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
    timeout: 300_000,
  });
  expect(build.status).toBe(0);
  sink = await startSmtpSink();
  dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-processes-'));
  if (testDatabaseUrl) {
    // A database of its own, made and dropped here: the servers migrate it as on a new machine.
    const name = `stuga_processes_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
}, 300_000);

afterAll(async () => {
  for (const child of children) kill(child);
  await sink?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (testDatabaseUrl && databaseUrl) {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(
      `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
    );
    await admin.end();
  }
});

function kill(child: ChildProcess) {
  if (child.pid && child.exitCode === null && child.signalCode === null) {
    process.kill(-child.pid, 'SIGKILL');
  }
  children.delete(child);
}

/** A server process on the shared database and data folder, once it answers. */
async function server(extra: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...START_ARGS], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      APP_NOW: REFERENCE_NOW,
      SEED_DEMO: 'false',
      JWT_SECRET: 'processes-test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAILS: 'admin@example.com',
      CONTACT_EMAIL: 'house@example.com',
      SMTP_URL: sink.url,
      PUBLIC_URL: `http://localhost:${port}`,
      // The client's address comes from the test, through loopback.
      TRUST_PROXY: '127.0.0.1',
      // Many quick tries and a short lease, so a test sees in seconds what takes hours for real.
      MAIL_RETRY_SECONDS: Array.from({ length: 30 }, () => '1').join(','),
      JOB_LEASE_SECONDS: '2',
      LOG_LEVEL: 'silent',
      ...extra,
    },
    stdio: 'ignore',
    detached: true,
  });
  children.add(child);
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, 120, child);
  return { url, child };
}

let address = 0;
/** A contact message carrying `token`, from an address of its own (the limits count per client). */
const contact = (url: string, token: string) => {
  address += 1;
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({
      name: 'Olle',
      email: 'olle@example.com',
      subject: 'Other',
      message: `Message ${token} for the house.`,
    }),
  });
};

/**
 * How many jobs are still to do (pending, whether leased or waiting for a retry), read from the
 * servers' database: at 0 nothing more can be sent.
 */
async function jobsLeft(): Promise<number> {
  const query = "select count(*) as left from jobs where status = 'pending'";
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query<{ left: string }>(query)).rows[0]!.left);
    } finally {
      await client.end();
    }
  }
  const db = new SQLite(path.join(dataDir, 'stuga.sqlite'), { readonly: true });
  try {
    return Number((db.prepare(query).get() as { left: number }).left);
  } finally {
    db.close();
  }
}

/** The Message-IDs each token arrived with, over every delivery the sink received. */
function deliveries(tokens: Iterable<string>) {
  const byToken = new Map<string, string[]>();
  for (const token of tokens) byToken.set(token, []);
  for (const mail of sink.received) {
    const token = /Message (\S+) for the house\./.exec(mail.raw)?.[1];
    const id = /^Message-ID:\s*(<[^>]+>)/im.exec(mail.raw)?.[1] ?? 'none';
    if (token && byToken.has(token)) byToken.get(token)!.push(id);
  }
  return byToken;
}

describe('promises that survive kill -9', () => {
  it('delivers every acknowledged mail after 20 crashes, the mail server refusing, then answering, each as one message (a send cut off by a crash comes again with its Message-ID)', async () => {
    const acknowledged = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      sink.mode = round < 10 ? 'refuse' : 'answer';
      const { url, child } = await server();
      const sends = Array.from({ length: 4 }, (_, i) => {
        const token = `r${round}m${i}`;
        return contact(url, token).then(
          (response) => {
            if (response.status === 201) acknowledged.add(token);
          },
          () => undefined,
        );
      });
      // Killed while the requests, and the mail they promise, are under way.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 150));
      kill(child);
      await Promise.all(sends);
    }
    expect(acknowledged.size).toBeGreaterThanOrEqual(20);

    sink.mode = 'answer';
    const { child } = await server();
    await expect
      .poll(() => [...deliveries(acknowledged).values()].filter((ids) => ids.length === 0).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(0);
    // Leases of crashed sends run out, retries come due, until no job is left to do: nothing
    // more can arrive.
    await expect.poll(jobsLeft, { timeout: 60_000, interval: 250 }).toBe(0);
    kill(child);
    for (const [token, ids] of deliveries(acknowledged)) {
      // One message each: a send cut off between the server's yes and its record comes again
      // with the same Message-ID, which a mail server delivers once.
      expect(new Set(ids).size, token).toBe(1);
      expect(ids[0], token).not.toBe('none');
    }
  }, 240_000);
});

describe.runIf(testDatabaseUrl)('two processes on one PostgreSQL', () => {
  let a: Awaited<ReturnType<typeof server>>;
  let b: Awaited<ReturnType<typeof server>>;
  let adminJwt = '';
  beforeAll(async () => {
    sink.mode = 'answer';
    a = await server();
    b = await server();
    const admin = await confirmedAdmin(a.url, sink, {
      email: 'admin@example.com',
      password: 'admin-password',
      first_name: 'Ada',
      last_name: 'Admin',
    });
    adminJwt = admin.jwt;
  }, 180_000);
  afterAll(() => {
    kill(a.child);
    kill(b.child);
  });
  const either = (i: number) => (i % 2 ? b.url : a.url);

  it('approves exactly one of 20 overlapping options approved at once across both', async () => {
    const options: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Each from an address of its own: registrations are limited per client.
      const invite = (await (
        await post(`${either(i)}/api/generate-invite`, { code_type: 'trusted' }, adminJwt)
      ).json()) as { invite_code: string };
      const registered = await fetch(`${either(i)}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.88.0.${i + 1}` },
        body: JSON.stringify({
          email: `guest${i}@example.com`,
          password: `guest-password-${i}`,
          first_name: 'Guest',
          last_name: String(i),
          invite_code: invite.invite_code,
        }),
      });
      expect(registered.status).toBe(201);
      const member = (await registered.json()) as { jwt: string };
      const created = await post(
        `${either(i)}/api/stay-plans`,
        {
          title: 'Autumn',
          expiry_date: '2025/11/01',
          options: [{ from: '2025/10/10', to: `2025/10/${12 + (i % 5)}`, status: 'pending' }],
        },
        member.jwt,
      );
      expect(created.status).toBe(201);
      const { stay_plan } = (await created.json()) as StayPlanResponse;
      options.push(stay_plan.options[0]!.id);
    }
    const answers = await Promise.all(
      options.map((id, i) => post(`${either(i)}/api/admin/approve-option/${id}`, {}, adminJwt)),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(
      true,
    );
  }, 120_000);

  it('makes one account of 10 registrations on one invite across both', async () => {
    const invite = (await (
      await post(`${a.url}/api/generate-invite`, { code_type: 'verified' }, adminJwt)
    ).json()) as { invite_code: string };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${either(i)}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.0.${i + 1}` },
          body: JSON.stringify({
            email: `racer${i}@example.com`,
            password: `racer-password-${i}`,
            first_name: 'Racer',
            last_name: String(i),
            invite_code: invite.invite_code,
          }),
        }),
      ),
    );
    expect(answers.filter((response) => response.status === 201)).toHaveLength(1);
  });

  it('reaches the failed-login limit at the same count with the guesses split', async () => {
    const login = (url: string, password: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
        body: JSON.stringify({ email: 'guest0@example.com', password }),
      });
    for (let i = 0; i < 5; i += 1) expect((await login(either(i), 'wrong')).status).toBe(401);
    expect((await login(b.url, 'guest-password-0')).status).toBe(429);
    expect((await login(a.url, 'guest-password-0')).status).toBe(429);
  });

  it('tries 5 of 60 wrong passwords sent at once across both, refusing the rest untried', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        fetch(`${either(i)}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.78' },
          body: JSON.stringify({ email: 'guest1@example.com', password: `guess ${i}` }),
        }),
      ),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  it('leaves no request of a member suspended while submitting on both', async () => {
    const members = (await (
      await fetch(`${a.url}/api/admin/members`, {
        headers: { authorization: `Bearer ${adminJwt}` },
      })
    ).json()) as { members: { id: number; email: string }[] };
    const guest = members.members.find((member) => member.email === 'guest2@example.com')!;
    const login = await fetch(`${b.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.79' },
      body: JSON.stringify({ email: guest.email, password: 'guest-password-2' }),
    });
    const { jwt } = (await login.json()) as { jwt: string };
    const submissions = Array.from({ length: 20 }, (_, i) =>
      post(
        `${either(i)}/api/stay-plans`,
        {
          title: `Winter ${i}`,
          expiry_date: '2025/12/01',
          options: [{ from: '2026/01/10', to: '2026/01/14', status: 'pending' }],
        },
        jwt,
      ),
    );
    const suspension = new Promise((resolve) => setTimeout(resolve, 5)).then(() =>
      post(`${a.url}/api/admin/members/${guest.id}/suspend`, {}, adminJwt),
    );
    const answers = await Promise.all([...submissions, suspension]);
    expect(answers.at(-1)!.status).toBe(200);
    expect(answers.slice(0, -1).every((answer) => [201, 401].includes(answer.status))).toBe(true);
    const pending = withPendingPlans(
      (await (
        await fetch(`${b.url}/api/admin/pending-approvals`, {
          headers: { authorization: `Bearer ${adminJwt}` },
        })
      ).json()) as PendingApprovals,
    );
    const waiting = [...pending.non_conflicted_options, ...pending.conflicts.flat()];
    expect(waiting.filter((option) => option.plan.user_id === guest.id)).toEqual([]);
  }, 60_000);

  it('sends 100 mails queued across both once each', async () => {
    const tokens = Array.from({ length: 100 }, (_, i) => `pair${i}`);
    const answers = await Promise.all(tokens.map((token, i) => contact(either(i), token)));
    expect(answers.every((response) => response.status === 201)).toBe(true);
    await expect
      .poll(() => [...deliveries(tokens).values()].filter((ids) => ids.length === 0).length, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe(0);
    // Every job done: nothing more can arrive.
    await expect.poll(jobsLeft, { timeout: 60_000, interval: 250 }).toBe(0);
    const ids = [...deliveries(tokens).values()];
    // Sent once: one delivery each, no two processes sending the same row.
    expect(ids.every((list) => list.length === 1)).toBe(true);
    expect(new Set(ids.flat()).size).toBe(100);
  }, 120_000);
});
