import type { Clock } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** `GET /api/clock`. */
export const getClock = (signal?: AbortSignal) =>
  apiRequest<Clock>('/api/clock', 'fail.clock', { signal, anonymous: true });

/**
 * Today in the house (YYYY-MM-DD), from the server's clock, never the browser's (DECISIONS §1);
 * undefined until it has answered.
 */
export function useToday(): string | undefined {
  const clock = useQuery({
    queryKey: ['clock'],
    queryFn: ({ signal }) => getClock(signal),
    // Asked again now and then, so a page left open over midnight moves on to the next day.
    staleTime: 10 * 60_000,
    refetchInterval: 30 * 60_000,
  });
  return clock.data?.today;
}
