import { UserProfileSchema, type UserProfile } from '@stuga/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ApiError, apiRequest } from './api-client';

/** Where the session lives in the browser (SPEC §3: restored on start). */
export const SESSION_STORAGE_KEY = 'stuga.session';

interface StoredSession {
  jwt: string;
  user: UserProfile;
}

export interface Session {
  /** The bearer token, or null when signed out. */
  jwt: string | null;
  /** The signed-in user, or null. */
  user: UserProfile | null;
  /** Starts a session from a login, registration or Google answer. */
  signIn(jwt: string, user: UserProfile): void;
  /** Replaces the user (after signup completion). */
  setUser(user: UserProfile): void;
  /** Ends the session and forgets everything loaded with it. */
  signOut(): void;
}

function readStored(): StoredSession | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { jwt?: unknown; user?: unknown };
    const user = UserProfileSchema.safeParse(parsed.user);
    return typeof parsed.jwt === 'string' && user.success
      ? { jwt: parsed.jwt, user: user.data }
      : null;
  } catch {
    return null;
  }
}

function writeStored(session: StoredSession | null) {
  try {
    if (session) window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Private browsing may refuse storage; the session then lasts as long as the tab.
  }
}

/** `GET /api/profile_data`. */
export const getProfile = (jwt: string, signal?: AbortSignal) =>
  apiRequest('/api/profile_data', UserProfileSchema, 'Failed to load your profile', {
    token: jwt,
    signal,
  });

const SessionContext = createContext<Session | null>(null);

/** Holds the session, restores it on start, and reloads the profile whenever the token changes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [stored, setStored] = useState<StoredSession | null>(readStored);

  const update = useCallback((next: StoredSession | null) => {
    writeStored(next);
    setStored(next);
  }, []);

  const signOut = useCallback(() => {
    const old = readStored()?.jwt;
    update(null);
    // Whatever was loaded with the old token (profile, private images) goes with it.
    if (old) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(old) });
  }, [queryClient, update]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_STORAGE_KEY) setStored(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const jwt = stored?.jwt ?? null;
  const profile = useQuery({
    queryKey: ['profile', jwt],
    queryFn: ({ signal }) => rejectingSession(getProfile(jwt!, signal), signOut),
    enabled: jwt !== null,
    staleTime: 5 * 60_000,
  });
  // The fresh profile wins over the one from the login answer; a failure other than a refused
  // token (the network) keeps the login answer's user, as SPEC §4 allows.
  const user = jwt ? (profile.data ?? stored?.user ?? null) : null;

  // Keep the stored copy current, so a reload starts from the latest profile.
  useEffect(() => {
    if (jwt && profile.data) writeStored({ jwt, user: profile.data });
  }, [jwt, profile.data]);

  const value = useMemo<Session>(
    () => ({
      jwt,
      user,
      signIn: (token, next) => update({ jwt: token, user: next }),
      setUser: (next) => {
        if (!jwt) return;
        update({ jwt, user: next });
        queryClient.setQueryData(['profile', jwt], next);
      },
      signOut,
    }),
    [jwt, user, update, signOut, queryClient],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/** Passes a session call's answer through; a refused token (401, 403) ends the session first. */
export async function rejectingSession<T>(call: Promise<T>, signOut: () => void): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) signOut();
    else if (error instanceof Error) console.warn('Session call failed:', error.message);
    throw error;
  }
}

/** Whether the user still has to complete signup (unverified and not an admin). */
export function needsSignup(user: UserProfile | null): boolean {
  return !!user && !user.is_verified && !user.is_admin;
}
