import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { sessionStore } from '@/lib/session-store';

// The shared schemas that forms check with are built once before a file's tests: the app asks
// for them at the first key (lib/when-settled), and building them on a busy machine takes longer
// than a test waits for a form's answer.
beforeAll(() => import('@stuga/shared/schemas'));

// What a screen draws lazily (a card below the plans, a dialog) comes from a module the test file
// imports for the first time, compiling it: on a busy machine longer than the second a `findBy…`
// waits by default. Every such wait gets the time a compile takes (a test that passes still ends
// as soon as what it waits for is there).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // What a tab keeps for itself (a handed range, unsaved plans) does not outlive its test.
  window.sessionStorage.clear();
});

// The app reads the stored session once until it changes (lib/session-store); tests that sign
// in or out by writing storage directly are seen as another tab's write would be.
for (const name of ['setItem', 'removeItem', 'clear'] as const) {
  const write = Storage.prototype[name] as (...args: unknown[]) => unknown;
  Storage.prototype[name] = function (this: Storage, ...args: unknown[]) {
    const result = write.apply(this, args);
    sessionStore.reread();
    return result;
  } as never;
}

// jsdom has no layout engine; the component library and the carousel ask for these.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  // Tests run as a visitor who prefers reduced motion: transitions end at once.
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class Observer {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver = Observer as unknown as typeof ResizeObserver;
window.IntersectionObserver = Observer as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;
// Auto-growing text areas listen for web fonts loading.
Object.defineProperty(document, 'fonts', {
  value: {
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    ready: Promise.resolve(),
  },
});
