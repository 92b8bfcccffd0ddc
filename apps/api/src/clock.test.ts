import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClock } from './clock.js';

afterEach(() => vi.useRealTimers());

describe("the clock's today", () => {
  it('is the day in the house’s zone, and the next one from its midnight on', () => {
    // 23:59:59.5 in Stockholm (summer time, two hours ahead of UTC).
    const clock = createClock('Europe/Stockholm', new Date('2025-06-30T21:59:59.500Z'));
    expect(clock.today()).toBe('2025-06-30');
    clock.advance(499);
    expect(clock.today()).toBe('2025-06-30');
    clock.advance(1);
    expect(clock.today()).toBe('2025-07-01');
    expect(createClock('UTC', clock.now()).today()).toBe('2025-06-30');
  });

  it('follows the real time when not pinned, across midnight', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-12-31T22:59:59.999Z'));
    const clock = createClock('Europe/Stockholm');
    expect(clock.today()).toBe('2025-12-31');
    vi.setSystemTime(new Date('2025-12-31T23:00:00.000Z'));
    expect(clock.today()).toBe('2026-01-01');
    vi.setSystemTime(new Date('2025-12-31T22:00:00.000Z'));
    expect(clock.today()).toBe('2025-12-31');
  });
});
