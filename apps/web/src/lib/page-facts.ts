import { useSyncExternalStore } from 'react';

/**
 * What the server wrote into the page (`<meta name="…">`, decision 0057), or undefined where no
 * server wrote it (the development server, tests): the app has it before it asks anything.
 */
export function pageMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

/** A fact the page carries that an admin can change while the app runs (the house's name, the fee). */
export interface PageFact<T> {
  get(): T;
  /** After an admin saves it: everything showing it follows at once. */
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/** A fact starting from what the page said. */
export function pageFact<T>(initial: T): PageFact<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(value) {
      current = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The fact as it is now; the component draws again when it changes. */
export function usePageFact<T>(fact: PageFact<T>): T {
  return useSyncExternalStore(fact.subscribe, fact.get, fact.get);
}
