import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '@/test/fixtures';
import { SESSION_STORAGE_KEY, sessionStore } from './session-store';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the stored session, read once until it changes (issue 61)', () => {
  it('reads storage once however often it is asked, the same object each time', () => {
    sessionStore.set({ jwt: 'a', user: profile() });
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const first = sessionStore.get();
    for (let i = 0; i < 50; i += 1) expect(sessionStore.get()).toBe(first);
    expect(getItem.mock.calls.filter(([key]) => key === SESSION_STORAGE_KEY)).toHaveLength(1);
    expect(first?.jwt).toBe('a');
  });

  it('sees its own sign-in and sign-out at once', () => {
    sessionStore.set({ jwt: 'a', user: profile() });
    expect(sessionStore.get()?.jwt).toBe('a');
    sessionStore.set({ jwt: 'b', user: profile() });
    expect(sessionStore.get()?.jwt).toBe('b');
    sessionStore.set(null);
    expect(sessionStore.get()).toBeNull();
  });

  it("sees another tab's sign-in and sign-out, which the browser tells as a storage event", () => {
    sessionStore.set(null);
    expect(sessionStore.get()).toBeNull();
    const other = JSON.stringify({ jwt: 'from-the-other-tab', user: profile() });
    // Another tab's write: storage changes without this tab's code (not through setItem, which
    // the test setup watches), then the browser's event comes.
    (localStorage as unknown as Record<string, string>)[SESSION_STORAGE_KEY] = other;
    expect(sessionStore.get()).toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    expect(sessionStore.get()?.jwt).toBe('from-the-other-tab');
    delete (localStorage as unknown as Record<string, string>)[SESSION_STORAGE_KEY];
    expect(sessionStore.get()?.jwt).toBe('from-the-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.get()).toBeNull();
  });
});
