import type { Clock } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { noteServerTime } from './offline-writes';

/** `GET /api/clock`. */
export const getClock = async (signal?: AbortSignal) => {
  const clock = await apiRequest<Clock>('/api/clock', 'fail.clock', { signal, anonymous: true });
  // What is written offline is stamped by the house's clock, as well as the page knows it.
  noteServerTime(clock.now);
  return clock;
};

/**
 * Today in the house (YYYY-MM-DD), from the server's clock, never the browser's (DECISIONS §1);
 * undefined until it has answered.
 */
export const clockQuery = () =>
  queryOptions({
    queryKey: ['clock'],
    queryFn: ({ signal }) => getClock(signal),
    // Asked again now and then, so a page left open over midnight moves on to the next day.
    staleTime: 10 * 60_000,
    refetchInterval: 30 * 60_000,
  });

export function useToday(): string | undefined {
  return useQuery(clockQuery()).data?.today;
}
