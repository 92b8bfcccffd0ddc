import { GUEST_PASS_HEADER } from '@stuga/shared';

const KEY = 'stuga.guest-pass';

/**
 * The guest pass this tab opened (DECISIONS §26): the link carries it after `#`, which no server
 * sees or logs; it is kept for the tab (a reload keeps it) and the address loses it at once.
 */
export function guestPass(): string | null {
  const fromLink = window.location.hash.slice(1);
  if (/^[A-Za-z0-9_-]{20,200}$/.test(fromLink)) {
    sessionStorage.setItem(KEY, fromLink);
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromLink;
  }
  return sessionStorage.getItem(KEY);
}

/** The header a guest's calls carry. */
export const guestHeaders = (pass: string) => ({ [GUEST_PASS_HEADER]: pass });
