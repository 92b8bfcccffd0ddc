import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { START_ARGS } from '../scripts/lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'e2e', '.tmp', 'data');

/** Whether nothing listens on loopback at `port`. */
const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * The app's port: `E2E_PORT`, else 3199 when it and the test services' two ports below it are
 * free, else another such three, so a second run of the suite on the same machine (another clone,
 * another terminal) does not find its ports taken. The runner chooses once and its workers, which
 * load this file again, inherit the choice.
 */
async function appPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = attempt === 0 ? 3199 : 20000 + Math.floor(Math.random() * 20000);
    const all = await Promise.all([port, port - 2, port - 3].map(isFree));
    if (all.every(Boolean)) return port;
  }
  throw new Error('No three free ports on loopback for the end-to-end tests');
}
process.env.E2E_PORT ??= String(await appPort());
const port = Number(process.env.E2E_PORT);
const smtpPort = port - 2;
const servicesPort = port - 3;
/** The test services (test-services.mjs): mail received, Google key set and token signing. */
export const servicesUrl = `http://127.0.0.1:${servicesPort}`;
export const mailSinkUrl = `${servicesUrl}/messages`;
/** The test services' SMTP server, for an app a test starts of its own. */
export const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
export const GOOGLE_CLIENT_ID = 'stuga-e2e.apps.googleusercontent.com';
/** The clock the app runs on in these tests. */
export const APP_NOW = '2025-09-12T09:17:00+02:00';

// Every run starts on a new database, as a fresh installation would. Workers load this file too,
// while the server runs: only the runner itself may clear the folder.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'tests',
  outputDir: '.tmp/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No page of any context reaches a host outside this machine: a name that is not loopback is
    // not found at once, where a resolver that never answers would hold the page's loading (a
    // context a test makes itself has no route of the fixtures' own).
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_FLAGS,
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      testMatch: /layout\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // A real SMTP server that keeps what it receives, and a Google-like key set.
      command: 'node support/test-services.mjs',
      url: mailSinkUrl,
      reuseExistingServer: false,
      env: {
        TEST_SMTP_PORT: String(smtpPort),
        TEST_HTTP_PORT: String(servicesPort),
        GOOGLE_CLIENT_ID,
        // SMHI's stand-in makes its forecast from the app's time.
        APP_NOW,
      },
    },
    {
      // The app as `npm start` starts it, on its own port and data folder.
      command: ['node', ...START_ARGS].join(' '),
      cwd: root,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_NOW,
        ADMIN_EMAILS: 'founder@example.com,admin@example.com,keeper@example.com,warden@example.com',
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `${servicesUrl}/certs`,
        SMTP_URL: smtpUrl,
        // The test services' stand-in push service, the only one the app sends to here.
        PUSH_SERVICES: `127.0.0.1:${servicesPort}`,
        // SMHI's stand-in: no test asks SMHI itself.
        SMHI_FORECAST_URL: servicesUrl,
        SMHI_WARNINGS_URL: servicesUrl,
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
