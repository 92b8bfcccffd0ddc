import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from './clock.js';
import { loadConfig, withDotenv } from './config.js';

let dir: string;
const fresh = () => (dir = mkdtempSync(path.join(tmpdir(), 'stuga-config-')));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({}, fresh());
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(dir, 'data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminEmails).toEqual(['admin@example.com']);
    expect(config.timeZone).toBe('Europe/Stockholm');
    expect(config.seedDemo).toBe(true);
    expect(config.appNow).toBeUndefined();
  });

  it('trusts no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig({}, fresh()).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }, fresh()).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, fresh()).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, fresh()).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' }, fresh())).toThrow(
      /^Invalid setting TRUST_PROXY="everyone": must be none, a number of proxy hops/,
    );
  });

  it('has no default admin in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, fresh()).adminEmails).toEqual([]);
  });

  it('reads admin emails trimmed and lower-cased', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Anna@Example.com, bo@example.com ' }, fresh());
    expect(config.adminEmails).toEqual(['anna@example.com', 'bo@example.com']);
  });

  it('generates a signing secret once and keeps it, readable by the owner only', () => {
    const first = loadConfig({}, fresh()).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}, dir).jwtSecret).toBe(first);
    const file = path.join(dir, 'data', 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT="abc": must be a port number'],
    [{ PORT: '70000' }, 'Invalid setting PORT="70000": must be a port number'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid setting DATABASE_URL="mysql://x": must start with postgres:// (leave it unset for SQLite)',
    ],
    [
      { APP_NOW: 'tomorrow' },
      'Invalid setting APP_NOW="tomorrow": must be an ISO 8601 date and time, e.g. 2025-09-12T09:17:00+02:00',
    ],
    [
      { APP_TIMEZONE: 'Mars/Olympus' },
      'Invalid setting APP_TIMEZONE="Mars/Olympus": must be an IANA time zone such as Europe/Stockholm',
    ],
    [{ SEED_DEMO: 'maybe' }, 'Invalid setting SEED_DEMO="maybe": must be true or false'],
    [{ JWT_SECRET: 'short' }, 'Invalid setting JWT_SECRET="short": must be at least 32 characters'],
    [
      { ADMIN_EMAILS: 'not-an-email' },
      'Invalid setting ADMIN_EMAILS="not-an-email": must be email addresses separated by commas',
    ],
    [
      { SMTP_URL: 'http://mail' },
      'Invalid setting SMTP_URL="http://mail": must start with smtp:// or smtps://',
    ],
    [{ PUBLIC_URL: 'ftp://x' }, 'Invalid setting PUBLIC_URL="ftp://x": must be an http(s) URL'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env as NodeJS.ProcessEnv, fresh())).toThrow(message);
  });

  it('reads .env under the real environment', () => {
    fresh();
    writeFileSync(path.join(dir, '.env'), 'PORT=4000\nAPP_TIMEZONE=Europe/Oslo\n');
    const config = loadConfig(withDotenv({ PORT: '5000' }, dir), dir);
    expect(config.port).toBe(5000);
    expect(config.timeZone).toBe('Europe/Oslo');
  });
});

describe('clock', () => {
  it('pins time to APP_NOW and gives today in the house time zone', () => {
    const clock = createClock('Europe/Stockholm', new Date('2025-09-11T23:30:00Z'));
    expect(clock.pinned).toBe(true);
    expect(clock.now().toISOString()).toBe('2025-09-11T23:30:00.000Z');
    expect(clock.today()).toBe('2025-09-12');
    clock.advance(60 * 60 * 1000);
    expect(clock.now().toISOString()).toBe('2025-09-12T00:30:00.000Z');
  });

  it('turns to the next day at midnight in the house time zone, to the second', () => {
    // 22:59:59 UTC is 23:59:59 in Stockholm in winter; India is 5 h 30 min ahead of UTC.
    const clock = createClock('Europe/Stockholm', new Date('2025-01-31T22:59:59Z'));
    expect(clock.today()).toBe('2025-01-31');
    clock.advance(1000);
    expect(clock.today()).toBe('2025-02-01');
    const india = createClock('Asia/Kolkata', new Date('2025-01-31T18:29:59Z'));
    expect(india.today()).toBe('2025-01-31');
    india.advance(1000);
    expect(india.today()).toBe('2025-02-01');
    india.advance(-1000);
    expect(india.today()).toBe('2025-01-31');
  });

  it('follows the real time when not pinned', () => {
    const clock = createClock('Europe/Stockholm');
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    expect(() => clock.advance(1)).toThrow();
  });
});
