import type { Waitlist } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { waitlistKey } from './waitlist';

/** `GET /api/waitlist`: the member's wishes with their place in line, and their offers. */
export function useWaitlist(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: waitlistKey(viewer),
    queryFn: ({ signal }) => apiRequest<Waitlist>('/api/waitlist', 'fail.waitlist', { signal }),
    enabled,
    // An offer's hold runs: looked at again now and then while the page is open.
    refetchInterval: 5 * 60_000,
  });
}
