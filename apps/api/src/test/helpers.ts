import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app.js';
import { createClock, type Clock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { sampleGuideImagesDir, sampleImagesDir } from './global-setup.js';

/** SPEC's reference date, as the tests pin the clock (DECISIONS §1). */
export const REFERENCE_NOW = '2025-09-12T09:17:00+02:00';

/** PostgreSQL when the suite runs there (`npm run test:pg`), else SQLite. */
export const testDatabaseUrl =
  process.env.STUGA_TEST_DATABASE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: Clock;
  dataDir: string;
  /** The PostgreSQL schema of its database, when on PostgreSQL. */
  pgSchema?: string | undefined;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra settings, as environment variables. */
  env?: Record<string, string>;
  /** Give the new database its sample content (default true). */
  seed?: boolean;
  /** The built web app to serve, if any. */
  webRoot?: string;
  /** Log lines (JSON, one per call) go here; without it the app logs nothing. */
  log?: (line: string) => void;
  /** Socket timeouts shorter than the server's, for the tests of stalled clients. */
  timeouts?: AppOptions['timeouts'];
  /** How often the job worker looks for work (tests that watch a queue keep it from looking). */
  jobPollMs?: number;
  /**
   * Another app whose database (and data folder) this one opens too, as a second process or a
   * restart would; closing this one leaves them to it.
   */
  shareWith?: TestApp;
}

/** Queued work is retried quickly in tests, so a failure is final within a moment. */
export const TEST_MAIL_RETRY_DELAYS_MS = [0, 20, 50];

/** The real app in-process on a fresh database (its own SQLite file or PostgreSQL schema). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const dataDir = shared?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'stuga-test-'));
  if (!shared) {
    cpSync(sampleImagesDir, path.join(dataDir, 'images'), { recursive: true });
    cpSync(sampleGuideImagesDir, path.join(dataDir, 'guide-images'), { recursive: true });
  }
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_NOW: REFERENCE_NOW,
      SEED_DEMO: String(options.seed ?? true),
      ADMIN_EMAILS: 'admin@example.com',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      ...options.env,
    },
    dataDir,
  );
  const clock = createClock(config.timeZone, config.appNow);

  let dropSchema = async () => undefined as void;
  let database;
  let schema: string | undefined;
  if (testDatabaseUrl && shared) {
    schema = shared.pgSchema;
    database = openDatabase({ databaseUrl: testDatabaseUrl, sqlitePath: '', pgSchema: schema });
  } else if (testDatabaseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({ databaseUrl: testDatabaseUrl, sqlitePath: '', pgSchema: schema });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }

  const app = await buildApp({
    config,
    clock,
    database,
    webRoot: options.webRoot,
    logger: options.log ? { level: 'info', stream: { write: options.log } } : false,
    jobs: {
      // Under the pinned clock a wait would never end: the tries follow one another at once.
      retryDelaysMs: [0, 0],
      // A test moves the clock and runs the chores itself.
      choresOnTimers: false,
      ...(options.jobPollMs ? { pollMs: options.jobPollMs } : {}),
    },
    timeouts: options.timeouts,
  });
  return {
    app,
    config,
    clock,
    dataDir,
    pgSchema: schema,
    async close() {
      await app.close();
      if (shared) return;
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The parsed JSON body of an injected response. */
export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
