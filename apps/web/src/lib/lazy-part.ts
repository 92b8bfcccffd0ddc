import { lazy, type ComponentType } from 'react';

/** When the page last reloaded itself for code that did not come (session storage). */
export const RELOADED_AT_KEY = 'stuga.reloaded-for-code';

/** A second failure this soon after reloading is not cured by another: the error shows. */
const RELOAD_GAP_MS = 30_000;

const reloadPage = () => window.location.reload();

/**
 * Reloads the page once when a part of the app's code could not be fetched (a bar of signal at
 * the lake, or a new version of the app whose files replaced the ones this page knew). The
 * browser keeps a failed module and never asks for it again, so only a reload brings it. Not
 * while the browser knows it is offline (the kept copy is all there is), and not again within
 * half a minute of the last time, so a part that cannot come shows its error rather than a loop.
 * Says whether the page is reloading.
 */
export function reloadForCode(reload: () => void = reloadPage, now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now - last < RELOAD_GAP_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Storage refused (private mode, full): the last reload cannot be remembered, so a reload
    // could repeat without end; the screen's error shows instead.
    return false;
  }
  reload();
  return true;
}

/** Waits for a reload that has begun: what was being drawn keeps its loader until the page goes. */
const untilTheReload = () => new Promise<never>(() => undefined);

/**
 * A part of a screen (or a screen) whose code is fetched when it is first drawn: React's `lazy`,
 * but a part whose code does not come reloads the page once (`reloadForCode`) rather than
 * leaving the screen's error until someone reloads it. Every lazily drawn part of the app is
 * made with this (a lint rule keeps `lazy` from React here).
 */
// As React's own `lazy` types it: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  reload?: () => void,
) {
  return lazy((): Promise<{ default: T }> =>
    load().catch((error: unknown) => {
      if (reloadForCode(reload)) return untilTheReload();
      throw error;
    }),
  );
}
