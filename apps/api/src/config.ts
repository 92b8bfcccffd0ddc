import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';
import { z } from 'zod';
import { LANGUAGES, MAX_STAY_NIGHTS_DEFAULT, type Language } from '@stuga/shared';
import { isProxyEntry } from './lib/client-address.js';

/** A setting that failed its check: the message is one line a person can act on. */
export class ConfigError extends Error {}

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((emails) => emails.every((email) => /^[^\s@]+@[^\s@]+$/.test(email)), {
    message: 'must be email addresses separated by commas',
  });

/**
 * The proxies whose `X-Forwarded-For` is believed (DECISIONS §14a): none by default; a number of
 * hops; or addresses, CIDR ranges and `loopback`/`linklocal`/`uniquelocal`, comma separated.
 */
const trustProxy = z
  .string()
  .transform((value): false | number | string[] => {
    if (value === 'none' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  })
  .refine((value) => !Array.isArray(value) || (value.length > 0 && value.every(isProxyEntry)), {
    message:
      'must be none, a number of proxy hops, or addresses and ranges (e.g. 127.0.0.1 or loopback) separated by commas',
  });

/**
 * The push services a browser's subscription may name (DECISIONS §25): the hosts of Chrome's,
 * Firefox's, Edge's and Safari's, and any host under them. The server sends only there.
 */
const DEFAULT_PUSH_SERVICES =
  'fcm.googleapis.com,updates.push.services.mozilla.com,notify.windows.com,push.apple.com';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(0, 'must be a port number')
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// (leave it unset for SQLite)')
    .optional(),
  ADMIN_EMAILS: emailList.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  APP_NOW: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO 8601 date and time, e.g. 2025-09-12T09:17:00+02:00',
    })
    .optional(),
  APP_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Stockholm')
    .default('Europe/Stockholm'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Stuga <no-reply@stuga.local>'),
  CONTACT_EMAIL: emailList.optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: httpUrl.optional(),
  SEED_DEMO: booleanText.default(true),
  SEED_LANGUAGE: z.enum(LANGUAGES, { error: 'must be en or sv' }).default('en'),
  TRUST_PROXY: trustProxy.optional(),
  MAX_STAY_NIGHTS: z.coerce
    .number({ error: 'must be a whole number of nights from 1 to 365' })
    .int('must be a whole number of nights from 1 to 365')
    .min(1, 'must be a whole number of nights from 1 to 365')
    .max(365, 'must be a whole number of nights from 1 to 365')
    .default(MAX_STAY_NIGHTS_DEFAULT),
  MAIL_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'must be whole numbers of seconds separated by commas, e.g. 60,300')
    .default('60,300,1800,7200'),
  JOB_LEASE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 3600' })
    .int('must be a whole number of seconds from 1 to 3600')
    .min(1, 'must be a whole number of seconds from 1 to 3600')
    .max(3600, 'must be a whole number of seconds from 1 to 3600')
    .default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (65 bytes, base64url)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (32 bytes, base64url)')
    .optional(),
  PUSH_SERVICES: z
    .string()
    .regex(
      /^[a-z0-9.-]+(:\d+)?(,[a-z0-9.-]+(:\d+)?)*$/,
      'must be host names separated by commas, e.g. fcm.googleapis.com,web.push.apple.com',
    )
    .default(DEFAULT_PUSH_SERVICES),
  SMHI_FORECAST_URL: httpUrl.default('https://opendata-download-metfcst.smhi.se'),
  SMHI_WARNINGS_URL: httpUrl.default('https://opendata-download-warnings.smhi.se'),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The checked settings of one running server (DECISIONS §13). */
export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmails: readonly string[];
  jwtSecret: string;
  appNow: Date | undefined;
  timeZone: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmails: readonly string[];
  googleClientId: string | undefined;
  googleJwksUrl: string;
  seedDemo: boolean;
  /** The language of a new database's sample content: a Swedish house starts in Swedish. */
  seedLanguage: Language;
  logLevel: string;
  /** Whose `X-Forwarded-For` to believe: Fastify's `trustProxy` (false: nobody's). */
  trustProxy: false | number | string[];
  /** The longest stay, in nights, until an admin sets another (DECISIONS §14). */
  maxStayNights: number;
  /** The waits before each further try of a queued mail; when they run out it has failed. */
  mailRetryMs: readonly number[];
  /** How long a process may take over one job before another may take it up (it died). */
  jobLeaseMs: number;
  /** The VAPID keys given by configuration; unset: made on first start and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** The push services' hosts a subscription may name (a host, or one under it). */
  pushServices: readonly string[];
  /**
   * SMHI's open data (DECISIONS §25): the base addresses of the point forecasts (weather, fire
   * risk) and of the warnings, without a trailing slash; tests serve a stand-in.
   */
  smhi: { forecast: string; warnings: string };
}

/** The settings from `.env` in `cwd`, under those already in `env` (the environment wins). */
export function withDotenv(env: NodeJS.ProcessEnv, cwd: string): NodeJS.ProcessEnv {
  const file = path.join(cwd, '.env');
  if (!existsSync(file)) return env;
  return { ...parseDotenv(readFileSync(file)), ...env };
}

/** Reads and checks every setting once; throws a ConfigError naming the first bad one. */
export function loadConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): Config {
  const relevant = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((key) => [key, emptyToUndefined(env[key])]),
  );
  const parsed = EnvSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0]);
    throw new ConfigError(`Invalid setting ${key}=${JSON.stringify(env[key])}: ${issue.message}`);
  }
  const values = parsed.data;
  if ((values.VAPID_PUBLIC_KEY === undefined) !== (values.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid setting VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both, or neither (they are made and kept on first start)',
    );
  }
  const dataDir = path.resolve(cwd, values.DATA_DIR);
  const production = values.NODE_ENV === 'production';
  const defaultAdmins = production ? [] : ['admin@example.com'];
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');

  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    publicUrl,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    adminEmails: values.ADMIN_EMAILS ?? defaultAdmins,
    jwtSecret: values.JWT_SECRET ?? storedSecret(dataDir),
    appNow: values.APP_NOW ? new Date(values.APP_NOW) : undefined,
    timeZone: values.APP_TIMEZONE,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    contactEmails: values.CONTACT_EMAIL ?? [],
    googleClientId: values.GOOGLE_CLIENT_ID,
    googleJwksUrl: values.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    seedDemo: values.SEED_DEMO,
    seedLanguage: values.SEED_LANGUAGE,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY ?? false,
    maxStayNights: values.MAX_STAY_NIGHTS,
    mailRetryMs: values.MAIL_RETRY_SECONDS.split(',').map((seconds) => Number(seconds) * 1000),
    jobLeaseMs: values.JOB_LEASE_SECONDS * 1000,
    vapid:
      values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
        : undefined,
    pushServices: values.PUSH_SERVICES.split(','),
    smhi: {
      forecast: values.SMHI_FORECAST_URL.replace(/\/+$/, ''),
      warnings: values.SMHI_WARNINGS_URL.replace(/\/+$/, ''),
    },
  };
}

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** A signing secret generated on first start and kept in the data folder, readable by the owner only. */
function storedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
