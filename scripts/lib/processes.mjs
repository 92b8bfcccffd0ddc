// Servers for measurements, each in its own process as `npm start` runs it: never in the process
// that generates the load or drives the browser.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { root } from './build.mjs';

/**
 * What `npm start` runs after `node`, read from package.json's start script: Node's options (its
 * heap's, decisions 0059 and 0086), then the script. Everything that starts the app as `npm start`
 * does (the bench, the end-to-end and process tests) runs exactly these, so a change to how the
 * server starts reaches them all.
 */
export const START_ARGS = (() => {
  const script = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const [command, ...args] = script.trim().split(/\s+/);
  if (command !== 'node' || !args.at(-1)?.endsWith('.mjs')) {
    throw new Error(
      `package.json's start script must be "node [options] script.mjs", not "${script}"`,
    );
  }
  return args;
})();

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 200, or fails after `seconds`. */
export async function waitForOk(url, seconds = 120, child) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited early`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * Starts a Node script in its own process group on a free port (or `port`, given as PORT) and
 * waits for `healthPath`. `stop()` ends it with SIGTERM and waits for it to exit. With
 * BENCH_PROFILE_DIR set, each process writes a CPU profile there as it exits (sampled every
 * BENCH_PROFILE_INTERVAL µs when given: 100 sees a request of 30 µs, Node's default 1 000 does not).
 */
export async function startProcess(
  script,
  { env = {}, healthPath = '/', args = [], nodeOptions = [], port: chosen } = {},
) {
  const port = chosen ?? (await freePort());
  const profile = process.env.BENCH_PROFILE_DIR
    ? [
        `--cpu-prof`,
        `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`,
        ...(process.env.BENCH_PROFILE_INTERVAL
          ? [`--cpu-prof-interval=${process.env.BENCH_PROFILE_INTERVAL}`]
          : []),
      ]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, ...nodeOptions, path.join(root, script), ...args],
    {
      cwd: root,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(url + healthPath, 180, child);
  } catch (error) {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    throw error;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** Starts the app as `npm start` does (`START_ARGS`), in its own process; see `startProcess`. */
export function startApp(options = {}) {
  return startProcess(START_ARGS.at(-1), { ...options, nodeOptions: START_ARGS.slice(0, -1) });
}
