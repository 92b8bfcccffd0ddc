import { onlineManager, QueryClient } from '@tanstack/react-query';
import { online, subscribeReachable } from './offline';
import { ApiError } from './api-client';

/** Queries retry once on server trouble, never on a refusal the server meant (4xx). */
export function createQueryClient(): QueryClient {
  // Online is what the app can tell (lib/offline): what waited for the network goes when the
  // server answers again, even when the browser never said it was offline.
  onlineManager.setEventListener((setOnline) => {
    setOnline(online());
    return subscribeReachable(() => setOnline(online()));
  });
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // Asked even offline: the service worker answers with what it kept, or the screen says
        // the network is missing (DECISIONS §20).
        networkMode: 'always',
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      // A change made offline fails at once and says why, rather than wait unseen.
      mutations: { networkMode: 'always' },
    },
  });
}
