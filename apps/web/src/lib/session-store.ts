import type { UserProfile } from '@stuga/shared';

/** Where the session lives in the browser (SPEC §3: restored on start). */
export const SESSION_STORAGE_KEY = 'stuga.session';

/** A signed-in session: the bearer token and the user it belongs to. */
export interface StoredSession {
  jwt: string;
  user: UserProfile;
}

type Listener = () => void;
const listeners = new Set<Listener>();
// The session as last read from storage; read again only when it changes (`set` here, or
// another tab's write, which the browser tells as a storage event). Every call and every screen
// asks for it, and reading storage each time was a measurable part of drawing a screen on a slow
// phone (issue 61).
let read = false;
let lastRaw: string | null | undefined;
let lastValue: StoredSession | null = null;
// Used only when the browser refuses storage (some private modes): the session lasts as long as the tab.
let memory: StoredSession | null | undefined;

/**
 * A stored session, if what is stored looks like one. The profile is fetched fresh as soon as the
 * app starts (SPEC §4), so only the shape that the first screen relies on is checked here.
 */
function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { jwt?: unknown; user?: Partial<UserProfile> | null };
    const user = parsed.user;
    const valid =
      typeof parsed.jwt === 'string' &&
      typeof user === 'object' &&
      user !== null &&
      typeof user.id === 'number' &&
      typeof user.email === 'string' &&
      typeof user.name === 'string' &&
      typeof user.access_level === 'string' &&
      typeof user.is_admin === 'boolean' &&
      typeof user.is_verified === 'boolean';
    return valid ? { jwt: parsed.jwt as string, user: user as UserProfile } : null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The session, outside React: the API client reads the token from here, so no call has to pass
 * it. Backed by local storage, so another tab's login or logout is seen here too.
 */
export const sessionStore = {
  /** The current session, or null; the same object while nothing changed. */
  get(): StoredSession | null {
    if (memory !== undefined) return memory;
    if (read) return lastValue;
    const raw = readRaw();
    read = true;
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastValue = parse(raw);
    }
    return lastValue;
  },

  /** Reads storage again at the next `get` (another tab wrote it; a test wrote it directly). */
  reread(): void {
    read = false;
  },

  /** Starts, replaces or (with null) ends the session. */
  set(next: StoredSession | null): void {
    read = false;
    try {
      if (next) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
      else window.localStorage.removeItem(SESSION_STORAGE_KEY);
      memory = undefined;
    } catch {
      memory = next;
    }
    listeners.forEach((listener) => listener());
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

// Another tab signed in or out: the next `get` reads it (before any screen's listener asks).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) sessionStore.reread();
  });
}
