/** Where the page notes, for the login page, that the member just closed their account. */
export const CLOSED_KEY = 'stuga.closed';

/** Whether the member just closed their account (said on the login page until someone signs in). */
export function closedNotice(): boolean {
  try {
    return window.sessionStorage.getItem(CLOSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Someone signed in: the closing is no longer news. */
export function forgetClosedNotice(): void {
  try {
    window.sessionStorage.removeItem(CLOSED_KEY);
  } catch {
    // No storage: nothing was noted.
  }
}
