import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Mutation,
  type MutationKey,
  type QueryClient,
} from '@tanstack/react-query';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { ApiError } from './api-client';
import { online } from './offline';
import { sessionStore } from './session-store';

/**
 * Writes made without a network (DECISIONS §20, §22): a tick, a note, a note with its photo. They
 * are TanStack Query's mutations under a key that begins `offline`, whose defaults
 * (`keepWritesOf`) send them: made offline they wait paused, and go when the server answers
 * again, from whichever screen is open. They are kept on the phone (IndexedDB, which keeps a photo
 * as it is) per member, with the time each was made, and only ever sent with that member's
 * session:
 * - the writes kept here are the signed-in member's alone; when the member changes (a logout,
 *   another member signing in, a refused session) the last member's are kept for them and leave
 *   the page, and the next member's are brought back;
 * - a write that cannot be sent with its member's session (the session ended meanwhile) is kept
 *   for them, never sent with another's;
 * - logging out online sends them first (`sendBeforeSignOut`); offline they stay for that member.
 */

/** The first part of every kept write's key. */
export const OFFLINE = 'offline';

/** What every kept write carries: whose it is, and when it was made (ISO 8601). */
export interface Made {
  member: number;
  made_at: string;
}

/** A write that could not be sent with its member's session: kept for them until they are back. */
export class Unsent extends Error {
  constructor() {
    super('unsent');
    this.name = 'Unsent';
  }
}

/** Where the writes are kept: a database of the app's own, one entry a member. */
export const WRITES_DATABASE = 'stuga-writes';
const storageKey = (member: number) => `member-${member}`;
let store: UseStore | null | undefined;
/** The store, or null where the browser keeps nothing for a page (the writes stay while it is open). */
const storage = () =>
  (store ??= typeof indexedDB === 'undefined' ? null : createStore(WRITES_DATABASE, 'writes'));
/** Reads and writes of the store, one after the other in the order asked. */
let turn: Promise<unknown> = Promise.resolve();
const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
  const next = turn.then(work, work);
  turn = next.catch(() => undefined);
  return next;
};
const isKept = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.options.mutationKey?.[0] === OFFLINE;
/** Still to be sent: waiting (paused, or between tries), or refused a session that was not theirs. */
const stillToSend = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  isKept(mutation) &&
  (mutation.state.status === 'pending' ||
    (mutation.state.status === 'error' && mutation.state.error instanceof Unsent));

let client: QueryClient | null = null;
let member: number | null = null;
/** While the writes of one member leave the page, nothing is written for them. */
let switching = false;

/** Keeps the member's writes still to be sent, as they stand, in this phone's storage. */
function save() {
  if (!client || member === null || switching) return;
  const state = dehydrate(client, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: stillToSend,
  });
  // Each comes back paused, to be sent again from the start.
  const who = member;
  const writes = state.mutations.map((mutation) => ({
    ...mutation,
    state: {
      ...mutation.state,
      status: 'pending' as const,
      isPaused: true,
      error: null,
      failureCount: 0,
      failureReason: null,
    },
  }));
  void inTurn(async () => {
    const kept = storage();
    if (!kept) return;
    try {
      if (writes.length) await set(storageKey(who), writes, kept);
      else await del(storageKey(who), kept);
    } catch {
      // Nothing could be kept (storage full, or refused): the writes stay while the page does.
    }
  });
}

/** The writes a member left on this phone. */
const keptFor = (who: number): Promise<DehydratedState['mutations']> =>
  inTurn(async () => {
    const kept = storage();
    if (!kept) return [];
    try {
      return ((await get(storageKey(who), kept)) ?? []) as DehydratedState['mutations'];
    } catch {
      return [];
    }
  });

/** The page now writes for `next` (null: nobody is signed in). */
function follow(next: number | null) {
  if (!client || next === member) return;
  save();
  switching = true;
  const cache = client.getMutationCache();
  for (const mutation of cache.getAll()) if (isKept(mutation)) cache.remove(mutation);
  switching = false;
  member = next;
  if (next === null) return;
  restoring = keptFor(next).then((writes) => {
    // Another member since: theirs come with their own turn.
    if (!client || member !== next || !writes.length) return;
    hydrate(client, { queries: [], mutations: writes });
    if (online()) void client.resumePausedMutations();
  });
}

/** The last member's writes being brought back (settled once they are on the page). */
let restoring: Promise<void> = Promise.resolve();

/**
 * Starts keeping writes for whoever is signed in, and follows the session as it changes (another
 * tab's login or logout included). Called once, with the app's client, before the first screen.
 */
export function keepOfflineWrites(queryClient: QueryClient) {
  client = queryClient;
  queryClient.getMutationCache().subscribe(() => save());
  follow(sessionStore.get()?.user.id ?? null);
  sessionStore.subscribe(() => follow(sessionStore.get()?.user.id ?? null));
}

/** Whether `mutation` is a kept write still to be sent (for screens that show them as made). */
export const isStillToSend = stillToSend;

/**
 * Sends a kept write with its member's session, or keeps it for them: the session the page has
 * now is another's, or ended meanwhile (the server refused it).
 */
export async function sendAs<T>(made: Made, send: () => Promise<T>): Promise<T> {
  if (sessionStore.get()?.user.id !== made.member) throw new Unsent();
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new Unsent();
    throw error;
  }
}

/**
 * The defaults every kept write of `key` is sent with (also after a reload, when the screen that
 * made it is not open): paused while there is no network and tried again when it returns; a
 * refusal the server meant is final.
 */
export function keepWritesOf<V extends Made, T>(
  queryClient: QueryClient,
  key: MutationKey,
  options: {
    send(variables: V): Promise<T>;
    onSuccess?(answer: T, variables: V): unknown;
  },
) {
  queryClient.setMutationDefaults([OFFLINE, ...key], {
    mutationFn: (variables: V) => sendAs(variables, () => options.send(variables)),
    networkMode: 'online',
    // Without a network the write waits, paused, and goes when the server answers again.
    retry: (_failures, error) => error instanceof ApiError && error.status === 0,
    retryDelay: 0,
    onSuccess: options.onSuccess as never,
  });
}

/** When something is made, by the house's clock as well as the page knows it. */
export function madeNow(): string {
  return new Date(Date.now() + serverOffset).toISOString();
}
let serverOffset = 0;
/** The server's clock as it answered: kept writes are stamped with it (DECISIONS §1). */
export function noteServerTime(now: string) {
  const at = Date.parse(now);
  if (Number.isFinite(at)) serverOffset = at - Date.now();
}

/**
 * Before a member signs out, online: their kept writes go with their session first. Answers
 * whether none is left to send (offline, they stay kept for them).
 */
export async function sendBeforeSignOut(): Promise<boolean> {
  if (!client) return true;
  await restoring;
  const waiting = () => client!.getMutationCache().getAll().filter(stillToSend);
  if (!waiting().length) return true;
  if (!online()) return false;
  await client.resumePausedMutations();
  const pending = waiting().map(
    (mutation) =>
      new Promise<void>((done) => {
        const stop = client!.getMutationCache().subscribe(() => {
          if (mutation.state.status !== 'pending') {
            stop();
            done();
          }
        });
        if (mutation.state.status !== 'pending') {
          stop();
          done();
        }
      }),
  );
  await Promise.race([Promise.all(pending), new Promise((done) => setTimeout(done, 10_000))]);
  return waiting().length === 0;
}
