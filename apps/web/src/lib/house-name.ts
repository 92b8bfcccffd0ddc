import { DEFAULT_HOUSE_NAME } from '@stuga/shared';
import { useSyncExternalStore } from 'react';

/**
 * The house's name (DECISIONS §16): the server writes it into the page (`<meta name="house-name">`),
 * so the header and the titles have it before any call; a rename by an admin updates it here.
 */
let current =
  (typeof document !== 'undefined' &&
    document.querySelector<HTMLMetaElement>('meta[name="house-name"]')?.content) ||
  DEFAULT_HOUSE_NAME;
const listeners = new Set<() => void>();

export const houseName = (): string => current;

/** After a rename: the header and the title follow at once. */
export function setHouseName(name: string): void {
  current = name;
  for (const listener of listeners) listener();
}

export function useHouseName(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    houseName,
    houseName,
  );
}
