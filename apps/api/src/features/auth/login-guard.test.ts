import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { LoginGuard, LOGIN_LIMITS } from './login-guard.js';

const minute = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let run = 0;
/** A guard on the test database with its own clock, and emails no other test uses. */
function guardAt(start = 1_000_000) {
  const time = { now: start };
  run += 1;
  const email = (name: string) => `${name}.${run}@example.com`;
  return { guard: new LoginGuard(t.app.database, LOGIN_LIMITS, () => time.now), time, email };
}

describe('LoginGuard', () => {
  it('holds an email at one address after five failures, for the rest of the window', async () => {
    const { guard, time, email } = guardAt();
    const a = email('a');
    for (let i = 0; i < 4; i += 1) await guard.attempt(a, '1.1.1.1');
    expect(await guard.retryAfter(a, '1.1.1.1')).toBe(0);
    await guard.attempt(a, '1.1.1.1');
    expect(await guard.retryAfter(a, '1.1.1.1')).toBe(15 * 60);
    expect(await guard.retryAfter(a, '2.2.2.2')).toBe(0);
    time.now += 10 * minute;
    expect(await guard.retryAfter(a, '1.1.1.1')).toBe(5 * 60);
    time.now += 5 * minute;
    expect(await guard.retryAfter(a, '1.1.1.1')).toBe(0);
  });

  it('holds an address after ten different emails failed, except for emails that logged in there', async () => {
    const { guard, time, email } = guardAt();
    const address = `3.3.3.${run}`;
    await guard.succeed(email('home'), address);
    for (let i = 0; i < 9; i += 1) await guard.attempt(email(`x${i}`), address);
    // The same email failing again is one email, not another.
    await guard.attempt(email('x0'), address);
    expect(await guard.retryAfter(email('new'), address)).toBe(0);
    await guard.attempt(email('x9'), address);
    expect(await guard.retryAfter(email('new'), address)).toBeGreaterThan(0);
    expect(await guard.retryAfter(email('home'), address)).toBe(0);
    expect(await guard.retryAfter(email('new'), '4.4.4.4')).toBe(0);
    time.now += 16 * minute;
    expect(await guard.retryAfter(email('new'), address)).toBe(0);
  });

  it('holds an account guessed at from many addresses, but never at an address its owner used', async () => {
    const { guard, time, email } = guardAt();
    const owner = email('owner');
    await guard.succeed(owner, '192.0.2.1');
    // Ten guesses, each from an address of its own: no pair and no address reaches its limit.
    for (let i = 0; i < 9; i += 1) await guard.attempt(owner, `198.51.100.${i}`);
    expect(await guard.retryAfter(owner, '203.0.113.9')).toBe(0);
    await guard.attempt(owner, '198.51.100.9');
    expect(await guard.retryAfter(owner, '203.0.113.9')).toBe(15 * 60);
    // The owner at home still gets through.
    expect(await guard.retryAfter(owner, '192.0.2.1')).toBe(0);
    time.now += 15 * minute;
    expect(await guard.retryAfter(owner, '203.0.113.9')).toBe(0);
  });

  it('forgets every failure of an email when its password is reset', async () => {
    const { guard, email } = guardAt();
    const a = email('a');
    for (let i = 0; i < 5; i += 1) {
      await guard.attempt(a, '1.1.1.1');
      await guard.attempt(a, '5.5.5.5');
    }
    await guard.clearEmail(a);
    expect(await guard.retryAfter(a, '1.1.1.1')).toBe(0);
    expect(await guard.retryAfter(a, '5.5.5.5')).toBe(0);
  });

  it('ends a pair’s count when its password is right', async () => {
    const { guard, email } = guardAt();
    const a = email('a');
    for (let i = 0; i < 4; i += 1) await guard.attempt(a, '1.1.1.1');
    await guard.succeed(a, '1.1.1.1');
    await guard.attempt(a, '1.1.1.1');
    expect(await guard.retryAfter(a, '1.1.1.1')).toBe(0);
  });

  it('counts across guards on one database, and prunes what no longer counts', async () => {
    const { guard, time, email } = guardAt(50_000_000);
    // A second process (or the same one after a restart) sees the same counts.
    const other = new LoginGuard(t.app.database, LOGIN_LIMITS, () => time.now);
    const a = email('shared');
    for (let i = 0; i < 3; i += 1) await guard.attempt(a, '7.7.7.7');
    for (let i = 0; i < 2; i += 1) await other.attempt(a, '7.7.7.7');
    expect(await guard.retryAfter(a, '7.7.7.7')).toBe(15 * 60);
    expect(await other.retryAfter(a, '7.7.7.7')).toBe(15 * 60);

    time.now += 16 * minute;
    await other.prune();
    const left = await t.app.db
      .selectFrom('login_failures')
      .select('id')
      .where('email', '=', a)
      .execute();
    expect(left).toEqual([]);
  });
});
