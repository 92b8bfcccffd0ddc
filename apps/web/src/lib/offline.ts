import { useSyncExternalStore } from 'react';
import { RUNTIME_CACHES } from './runtime-caches';

/**
 * Being at the house without a network (DECISIONS §20, decision 0055): whether the phone is
 * online, when the copy for offline was last kept, and the service worker that keeps it.
 */

/** Where the date of the copy kept for offline is kept. */
const KEPT_KEY = 'stuga.offline';

/** How often, while the server cannot be reached, the app asks again whether it can. */
const PROBE_MS = 4000;
/** Said when the server can be reached again: what waited for the network goes. */
export const REACHABLE_EVENT = 'stuga:reachable';

/**
 * Whether the server can be reached. The browser's `navigator.onLine` says only that there is a
 * network: at the lake with one bar, or behind a network that answers nothing, it stays true. So
 * the app also counts a call that found no network, or that the service worker answered from
 * what it kept (`X-Stuga-Kept`), as offline, and then asks the server now and then until it
 * answers again.
 */
let unreachable = false;
let probe: number | undefined;
const reachListeners = new Set<() => void>();
const notify = () => reachListeners.forEach((listener) => listener());

async function probeOnce() {
  try {
    const answer = await fetch('/api/health', { cache: 'no-store' });
    if (answer.headers.get('X-Stuga-Kept') === null) markReachable();
  } catch {
    // Still no network.
  }
}

/** A call found no network, or only what the service worker kept. */
export function markUnreachable() {
  if (unreachable) return;
  unreachable = true;
  probe ??= window.setInterval(() => void probeOnce(), PROBE_MS);
  notify();
}

/** A call reached the server. */
export function markReachable() {
  if (!unreachable) return;
  unreachable = false;
  window.clearInterval(probe);
  probe = undefined;
  notify();
  window.dispatchEvent(new Event(REACHABLE_EVENT));
}

const subscribeOnline = (listener: () => void) => {
  const back = () => {
    listener();
    void probeOnce();
  };
  window.addEventListener('online', back);
  window.addEventListener('offline', listener);
  reachListeners.add(listener);
  return () => {
    window.removeEventListener('online', back);
    window.removeEventListener('offline', listener);
    reachListeners.delete(listener);
  };
};
const isOnline = () => navigator.onLine && !unreachable;

/** Whether the phone can reach the server, as far as the app can tell, and as it changes. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline, () => true);

/** Whether the phone can reach the server, outside React. */
export const online = isOnline;

/** Calls `listener` whenever whether the server can be reached may have changed. */
export const subscribeReachable = subscribeOnline;

export interface KeptCopy {
  /** When the copy was made (ISO 8601). */
  at: string;
  /** How many guide pictures it holds. */
  pictures: number;
}

const keptListeners = new Set<() => void>();
let keptRaw: string | null | undefined;
let keptValue: KeptCopy | null = null;

/** The copy kept for offline on this phone, or null. */
export function keptCopy(): KeptCopy | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEPT_KEY);
  } catch {
    raw = null;
  }
  if (raw !== keptRaw) {
    keptRaw = raw;
    try {
      keptValue = raw ? (JSON.parse(raw) as KeptCopy) : null;
    } catch {
      keptValue = null;
    }
  }
  return keptValue;
}

export function setKeptCopy(copy: KeptCopy | null) {
  try {
    if (copy) window.localStorage.setItem(KEPT_KEY, JSON.stringify(copy));
    else window.localStorage.removeItem(KEPT_KEY);
  } catch {
    // A phone that keeps nothing for a page has no copy to name.
  }
  keptListeners.forEach((listener) => listener());
}

const subscribeKept = (listener: () => void) => {
  keptListeners.add(listener);
  return () => keptListeners.delete(listener);
};

/** The copy kept for offline, as it changes. */
export const useKeptCopy = () => useSyncExternalStore(subscribeKept, keptCopy, () => null);

/**
 * What this phone kept for a member goes when their session ends: the service worker's copies
 * and the date of the copy. A shared phone keeps nothing of the last member.
 */
export async function forgetOffline() {
  setKeptCopy(null);
  if (!('caches' in window)) return;
  await Promise.all(
    Object.values(RUNTIME_CACHES).map((name) => caches.delete(name).catch(() => false)),
  );
}

/** Registers the service worker once the page has loaded (a built app, in a browser that can). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
