import { describe, expect, it } from 'vitest';
import { LoginGuard, LOGIN_LIMITS } from './login-guard.js';

const minute = 60_000;

function guardAt(start = 1_000_000) {
  const time = { now: start };
  return { guard: new LoginGuard(LOGIN_LIMITS, () => time.now), time };
}

describe('LoginGuard', () => {
  it('holds an email at one address after five failures, for the rest of the window', () => {
    const { guard, time } = guardAt();
    for (let i = 0; i < 4; i += 1) guard.fail('a@example.com', '1.1.1.1');
    expect(guard.retryAfter('a@example.com', '1.1.1.1')).toBe(0);
    guard.fail('a@example.com', '1.1.1.1');
    expect(guard.retryAfter('a@example.com', '1.1.1.1')).toBe(15 * 60);
    expect(guard.retryAfter('a@example.com', '2.2.2.2')).toBe(0);
    time.now += 10 * minute;
    expect(guard.retryAfter('a@example.com', '1.1.1.1')).toBe(5 * 60);
    time.now += 5 * minute;
    expect(guard.retryAfter('a@example.com', '1.1.1.1')).toBe(0);
  });

  it('holds an address after ten different emails failed, except for emails that logged in there', () => {
    const { guard, time } = guardAt();
    guard.succeed('home@example.com', '3.3.3.3');
    for (let i = 0; i < 9; i += 1) guard.fail(`x${i}@example.com`, '3.3.3.3');
    // The same email failing again is one email, not another.
    guard.fail('x0@example.com', '3.3.3.3');
    expect(guard.retryAfter('new@example.com', '3.3.3.3')).toBe(0);
    guard.fail('x9@example.com', '3.3.3.3');
    expect(guard.retryAfter('new@example.com', '3.3.3.3')).toBeGreaterThan(0);
    expect(guard.retryAfter('home@example.com', '3.3.3.3')).toBe(0);
    expect(guard.retryAfter('new@example.com', '4.4.4.4')).toBe(0);
    time.now += 16 * minute;
    expect(guard.retryAfter('new@example.com', '3.3.3.3')).toBe(0);
  });

  it('forgets every failure of an email when its password is reset', () => {
    const { guard } = guardAt();
    for (let i = 0; i < 5; i += 1) {
      guard.fail('a@example.com', '1.1.1.1');
      guard.fail('a@example.com', '5.5.5.5');
    }
    guard.clearEmail('a@example.com');
    expect(guard.retryAfter('a@example.com', '1.1.1.1')).toBe(0);
    expect(guard.retryAfter('a@example.com', '5.5.5.5')).toBe(0);
  });

  it('ends a pair’s count when its password is right', () => {
    const { guard } = guardAt();
    for (let i = 0; i < 4; i += 1) guard.fail('a@example.com', '1.1.1.1');
    guard.succeed('a@example.com', '1.1.1.1');
    guard.fail('a@example.com', '1.1.1.1');
    expect(guard.retryAfter('a@example.com', '1.1.1.1')).toBe(0);
  });

  it('keeps memory bounded: expired counts are swept', () => {
    const { guard, time } = guardAt();
    for (let i = 0; i < 500; i += 1) guard.fail(`s${i}@example.com`, `10.0.0.${i % 250}`);
    time.now += 16 * minute;
    for (let i = 0; i < 1000; i += 1) guard.retryAfter('z@example.com', '9.9.9.9');
    const internals = guard as unknown as {
      pairs: Map<string, unknown>;
      addresses: Map<string, unknown>;
    };
    expect(internals.pairs.size).toBe(0);
    expect(internals.addresses.size).toBe(0);
  });
});
