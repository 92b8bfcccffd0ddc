import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleImagesDir } from './test/global-setup.js';
import { REFERENCE_NOW } from './test/helpers.js';
import { staleParts } from '../../../scripts/lib/build.mjs';
import { freePort, START_ARGS } from '../../../scripts/lib/processes.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** `npm run backup` runs this, on the built output (`npm start` runs `START_ARGS`). */
const runBuilt = path.join(root, 'scripts/run-built.mjs');
let dataDir = '';
let child: ChildProcess | undefined;

// The processes below run what `npm start` runs: the build, made first if it is missing or stale.
beforeAll(() => {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
    timeout: 300_000,
  });
  expect(build.status).toBe(0);
}, 300_000);

afterEach(() => {
  // The server runs in its own process group, so nothing it started outlives the test.
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  child = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function environment(port: number, logLevel = 'warn'): NodeJS.ProcessEnv {
  dataDir = mkdtempSync(path.join(tmpdir(), 'stuga-server-'));
  cpSync(sampleImagesDir, path.join(dataDir, 'images'), { recursive: true });
  return {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_NOW: REFERENCE_NOW,
    LOG_LEVEL: logLevel,
  };
}

/**
 * Resolves when the server logs that a request for `url` came in (its log at level info): the
 * request is then in flight, whatever the machine's speed. Listen before sending it.
 */
function arrival(server: ChildProcess, url: string): Promise<void> {
  return new Promise((resolve) => {
    let seen = '';
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      for (const line of seen.split('\n')) {
        if (line.includes('incoming request') && line.includes(url)) {
          server.stdout?.off('data', look);
          resolve();
          return;
        }
      }
      seen = seen.slice(seen.lastIndexOf('\n') + 1);
    };
    server.stdout?.on('data', look);
  });
}

function run(args: string[], env: NodeJS.ProcessEnv) {
  return spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
}

/** The server as `npm start` runs it, with Node's `nodeOptions` before it when a test needs them. */
function serve(
  env: NodeJS.ProcessEnv,
  stdio: 'ignore' | 'pipe' = 'ignore',
  nodeOptions: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeOptions, ...START_ARGS], {
    cwd: root,
    env,
    stdio,
    detached: true,
  });
}

/**
 * Waits until the server answers its health check. A start on a machine busy with the other
 * suites (the PostgreSQL run starts many servers at once) can take many seconds; a server that
 * exits instead says why at once.
 */
async function waitForHealth(port: number): Promise<void> {
  const until = Date.now() + 50_000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it answered`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** A port nobody listens on, as the system hands it out (never one another test took). */
const randomPort = (): Promise<number> => freePort();

describe('the build', () => {
  it('is not stale right after it is made: a fresh clone builds once', () => {
    // Making dist inside a source folder once made every build look out of date at once.
    expect(staleParts()).toEqual({ api: false, web: false });
  });
});

describe('the server process', () => {
  it('refuses a bad setting with one clear line and exit code 1', async () => {
    const env = { ...environment(await randomPort()), PORT: 'eighty' };
    const result = run([...START_ARGS], env);
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid setting PORT="eighty": must be a port number');
  });

  it('starts without the libraries it has not used yet, and loads sharp with the first picture it resizes', async () => {
    const port = await randomPort();
    const env = environment(port);
    // Every module the server's process loads, written down by a loader hook (with the process's
    // id: the sample pictures are drawn in a child process, which loads sharp of its own).
    const list = path.join(dataDir, 'loaded.txt');
    const hooks = path.join(dataDir, 'hooks.mjs');
    writeFileSync(
      hooks,
      `import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';
if (isMainThread) register(import.meta.url);
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(list)}, process.pid + ' ' + url + '\\n');
  return next(url, context);
}
`,
    );
    child = serve(env, 'ignore', ['--import', pathToFileURL(hooks).href]);
    await waitForHealth(port);
    const loaded = () =>
      readFileSync(list, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith(`${child!.pid} `));
    const libraries = (lines: string[]) =>
      ['sharp', 'ical.js', 'qrcode', 'nodemailer', 'pg', 'pino-pretty'].filter((name) =>
        lines.some((line) => line.includes(`/node_modules/${name}/`)),
      );
    expect(loaded().some((line) => line.endsWith('/apps/api/dist/server.js'))).toBe(true);
    expect(libraries(loaded())).toEqual([]);

    const image = await fetch(`http://127.0.0.1:${port}/api/images/public/lake-morning.jpg?w=320`, {
      headers: { accept: 'image/webp' },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(libraries(loaded())).toEqual(['sharp']);
  }, 90_000);

  it('answers a 5 MB body with 413 that the client reads, 20 times in 20', async () => {
    const port = await randomPort();
    child = serve(environment(port));
    await waitForHealth(port);
    // The rest of a refused body is read and dropped (a lingering close): closing on a client
    // still sending resets the connection, and fetch reports EPIPE instead of the answer.
    const body = JSON.stringify({ invite_code: 'x'.repeat(5 * 1024 * 1024) });
    const answers: (number | string)[] = [];
    for (let i = 0; i < 20; i += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/verify-invite`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        const answer = (await response.json()) as { message: string };
        answers.push(answer.message === 'The request body is too large.' ? response.status : -1);
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        answers.push(cause?.code ?? String(error));
      }
    }
    expect(answers).toEqual(Array.from({ length: 20 }, () => 413));
  }, 90_000);

  it(
    'on SIGTERM finishes the request in flight, then closes the database and exits 0',
    { timeout: 90_000 },
    async () => {
      const port = await randomPort();
      child = serve(environment(port, 'info'), 'pipe');
      const exited = new Promise<number | null>((resolve) =>
        child!.on('exit', (code) => resolve(code)),
      );
      await waitForHealth(port);

      // An uncached AVIF resize takes long enough to still be running when the signal comes.
      const image = '/api/images/public/lake-morning.jpg?w=1920';
      const arrived = arrival(child, image);
      const slow = fetch(`http://127.0.0.1:${port}${image}`, { headers: { accept: 'image/avif' } });
      await arrived;
      child.kill('SIGTERM');

      const response = await slow;
      expect(response.status).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.length).toBe(Number(response.headers.get('content-length')));
      expect(await exited).toBe(0);

      // A clean close checkpoints the write-ahead log into the database file.
      expect(existsSync(path.join(dataDir, 'stuga.sqlite-wal'))).toBe(false);
    },
  );

  it('on SIGTERM with a stalled client still exits within the deadline, answering requests in flight', async () => {
    const port = await randomPort();
    child = serve(environment(port, 'info'), 'pipe');
    const exited = new Promise<number | null>((resolve) =>
      child!.on('exit', (code) => resolve(code)),
    );
    await waitForHealth(port);

    // A client that sent its headers and then only part of the body it announced: on its own,
    // the server would wait a minute for the rest.
    const stalledArrived = arrival(child, '/api/contact');
    const stalled = connect(port, '127.0.0.1');
    stalled.on('error', () => undefined);
    stalled.write(
      'POST /api/contact HTTP/1.1\r\nHost: stuga\r\nContent-Type: application/json\r\n' +
        'Content-Length: 400\r\n\r\n{"name":',
    );
    const stalledClosed = new Promise((resolve) => stalled.on('close', resolve));
    await stalledArrived;
    const image = '/api/images/public/winter-shore.jpg?w=1920';
    const arrived = arrival(child, image);
    const slow = fetch(`http://127.0.0.1:${port}${image}`, { headers: { accept: 'image/avif' } });
    await arrived;
    const signalled = Date.now();
    child.kill('SIGTERM');

    expect((await slow).status).toBe(200);
    expect(await exited).toBe(0);
    await stalledClosed;
    // The deadline is 10 s; the stalled request alone would have held the server for 60 s.
    expect(Date.now() - signalled).toBeLessThan(20_000);
  }, 90_000);

  it(
    'npm run backup writes a consistent copy of the SQLite database',
    { timeout: 90_000 },
    async () => {
      const port = await randomPort();
      const env = environment(port);
      child = serve(env);
      await waitForHealth(port);

      // Taken while the server runs.
      const target = path.join(dataDir, 'copy.sqlite');
      const result = run([runBuilt, 'apps/api/dist/backup.js', target], env);
      expect(result.stderr).toBe('');
      expect(result.stdout).toContain(`to ${target}`);

      const copy = new SQLite(target, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const users = copy.prepare('select count(*) as n from users').get() as { n: number };
      expect(users.n).toBe(3);
      copy.close();
    },
  );

  it('restores a backup: refused while the server runs, the change after the backup gone, the server starts', async () => {
    const port = await randomPort();
    const env = environment(port);
    child = serve(env);
    await waitForHealth(port);
    const backupFile = path.join(dataDir, 'before.sqlite');
    expect(run([runBuilt, 'apps/api/dist/backup.js', backupFile], env).status).toBe(0);

    // A change after the backup: a message through the contact form.
    const sent = await fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Late',
        email: 'late@example.com',
        subject: 'Other',
        message: 'Written after the backup.',
      }),
    });
    expect(sent.status).toBe(201);
    const lateMessages = () => {
      const db = new SQLite(path.join(dataDir, 'stuga.sqlite'), { readonly: true });
      const row = db
        .prepare("select count(*) as n from contact_messages where email = 'late@example.com'")
        .get() as { n: number };
      db.close();
      return row.n;
    };
    expect(lateMessages()).toBe(1);

    // Not while the server runs.
    const refused = run([runBuilt, 'apps/api/dist/restore.js', backupFile], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^A server is running on .+: stop it first, then restore\.\n$/);

    const exited = new Promise((resolve) => child!.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;

    // Nor a file that is not a backup of this app.
    const text = path.join(dataDir, 'notes.txt');
    writeFileSync(text, 'not a database');
    const wrong = run([runBuilt, 'apps/api/dist/restore.js', text], env);
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('is not a SQLite database');

    const restored = run([runBuilt, 'apps/api/dist/restore.js', backupFile], env);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(
      /^Restored .+; the database it replaced is in .+before-restore-.+\.sqlite\.\n$/,
    );

    expect(lateMessages()).toBe(0);
    // And the server starts on it.
    child = serve(env);
    await waitForHealth(port);
  }, 90_000);

  it('npm run backup keeps the newest BACKUP_KEEP copies of its own', async () => {
    const env = { ...environment(await randomPort()), BACKUP_KEEP: '2' };
    const folder = path.join(dataDir, 'backups');
    mkdirSync(folder, { recursive: true });
    const db = new SQLite(path.join(dataDir, 'stuga.sqlite'));
    db.exec('create table t (x)');
    db.close();
    for (const day of ['01', '02', '03']) {
      writeFileSync(path.join(folder, `stuga-2026-01-${day}T03-00-00-000Z.sqlite`), '');
    }
    writeFileSync(path.join(folder, 'before-restore-2026.sqlite'), '');
    const result = run([runBuilt, 'apps/api/dist/backup.js'], env);
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('; removed 2 older');
    const left = readdirSync(folder).sort();
    expect(left).toHaveLength(3);
    expect(left).toContain('before-restore-2026.sqlite');
    expect(left).toContain('stuga-2026-01-03T03-00-00-000Z.sqlite');
  });
});
