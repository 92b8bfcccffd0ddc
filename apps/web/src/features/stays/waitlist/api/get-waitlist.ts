import type { Waitlist } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { waitlistKey } from './waitlist';

/** `GET /api/waitlist`: the member's wishes with their place in line, and their offers. */
export const waitlistQuery = (viewer: string) =>
  queryOptions({
    queryKey: waitlistKey(viewer),
    queryFn: ({ signal }) => apiRequest<Waitlist>('/api/waitlist', 'fail.waitlist', { signal }),
  });

export function useWaitlist(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    ...waitlistQuery(viewer),
    enabled,
    // An offer's hold runs: looked at again now and then while the page is open.
    refetchInterval: 5 * 60_000,
  });
}
