import { type UserProfile } from '@stuga/shared';
import { queryOptions, replaceEqualDeep, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { ApiError, apiRequest } from './api-client';
import { forgetOffline } from './offline';
import { sessionStore } from './session-store';

export interface Session {
  /** The bearer token, or null when signed out. */
  jwt: string | null;
  /** The signed-in user, or null. */
  user: UserProfile | null;
  /**
   * Names whose data a query is: the token, or 'anonymous'. Queries whose answer depends on who
   * asks put it in their key, so a new session never sees the previous one's answers.
   */
  viewer: string;
  /** Starts a session from a login, registration or Google answer. */
  signIn(jwt: string, user: UserProfile): void;
  /** Replaces the user (after signup completion). */
  setUser(user: UserProfile): void;
  /**
   * Ends the session and forgets everything loaded with it; online, what the member wrote
   * offline is sent first with their session, offline it stays kept for them (DECISIONS §22).
   */
  signOut(): Promise<void>;
}

/** `GET /api/profile_data`. */
export const getProfile = (signal?: AbortSignal) =>
  apiRequest<UserProfile>('/api/profile_data', 'fail.profile', { signal });

export const sessionKeys = {
  all: ['session'] as const,
  profile: (viewer: string) => ['session', 'profile', viewer] as const,
};

/**
 * The signed-in user's profile as the server has it now, for the token `jwt`: asked at the app's
 * start beside the clock (`main.tsx`), and kept by the session below.
 */
export const profileQuery = (jwt: string) =>
  queryOptions({
    queryKey: sessionKeys.profile(jwt),
    queryFn: ({ signal }) => endingSessionOnRefusal(getProfile(signal)),
    staleTime: 5 * 60_000,
  });

const SessionContext = createContext<Session | null>(null);
/**
 * The user as the server gave it since this page loaded (not the copy kept from an earlier
 * visit), or null until then: what another device changed is in it. Apart from the session, so
 * its arrival redraws only what asks for it.
 */
const FreshUserContext = createContext<UserProfile | null>(null);

/** Holds the session, restores it on start, and reloads the profile whenever the token changes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const stored = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const jwt = stored?.jwt ?? null;
  const viewer = jwt ?? 'anonymous';

  // A session that ends (logout, a refused token, another tab) takes what it loaded with it.
  const previous = useRef(jwt);
  useEffect(() => {
    if (previous.current && previous.current !== jwt) {
      const old = previous.current;
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(old) });
    }
    previous.current = jwt;
  }, [jwt, queryClient]);

  // What the phone kept for offline goes when the member's session ends or another member's
  // begins: a shared phone keeps nothing of the last one (DECISIONS §20).
  const member = stored?.user.id ?? null;
  const lastMember = useRef(member);
  useEffect(() => {
    if (lastMember.current !== null && lastMember.current !== member) void forgetOffline();
    lastMember.current = member;
  }, [member]);

  const profile = useQuery({ ...profileQuery(viewer), enabled: jwt !== null });
  // The fresh profile wins over the one from the login answer; a failure other than a refused
  // token (the network) keeps the login answer's user, as SPEC §4 allows. A fresh profile equal
  // to the kept one is the kept one, so its arrival redraws nothing (on a slow phone, every
  // screen at once in one long task).
  const user = jwt
    ? profile.data
      ? replaceEqualDeep(stored?.user, profile.data)
      : (stored?.user ?? null)
    : null;

  // Keep the stored copy current, so a reload starts from the latest profile.
  useEffect(() => {
    const current = sessionStore.get();
    if (jwt && user && current?.jwt === jwt && current.user !== user) {
      sessionStore.set({ jwt, user });
    }
  }, [jwt, user]);

  const value = useMemo<Session>(
    () => ({
      jwt,
      user,
      viewer,
      signIn: (token, next) => sessionStore.set({ jwt: token, user: next }),
      setUser: (next) => {
        if (!jwt) return;
        sessionStore.set({ jwt, user: next });
        queryClient.setQueryData(sessionKeys.profile(jwt), next);
      },
      signOut: async () => {
        // The kept writes' code is not on a visitor's first page: it comes when asked.
        const { sendBeforeSignOut } = await import('./offline-writes');
        await sendBeforeSignOut();
        sessionStore.set(null);
      },
    }),
    [jwt, user, viewer, queryClient],
  );
  return (
    <SessionContext.Provider value={value}>
      <FreshUserContext.Provider value={jwt && profile.data ? user : null}>
        {children}
      </FreshUserContext.Provider>
    </SessionContext.Provider>
  );
}

/** The user as the server gave it since this page loaded, or null until then. */
export const useFreshUser = (): UserProfile | null => useContext(FreshUserContext);

/** The current session. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}

/**
 * Passes a session call's answer through; a refused token (401, 403) ends the session first
 * (SPEC §4: the profile and image calls).
 */
export async function endingSessionOnRefusal<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      sessionStore.set(null);
    } else if (error instanceof Error) {
      console.warn('Session call failed:', error.message);
    }
    throw error;
  }
}
