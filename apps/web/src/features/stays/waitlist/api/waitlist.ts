import type { ClaimInput, Party, Waitlist, WishInput } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { stayKeys } from '@/features/stays/api/keys';

const waitlistKey = (viewer: string) => ['stays', 'waitlist', viewer] as const;

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

type Change =
  | { kind: 'wish'; wish: WishInput }
  | { kind: 'withdraw'; id: number }
  | { kind: 'claim'; id: number; party: Party }
  | { kind: 'refuse'; id: number };

const request = (change: Change) => {
  switch (change.kind) {
    case 'wish':
      return apiRequest<Waitlist>('/api/waitlist', 'waitlist.failed', {
        method: 'POST',
        body: change.wish,
      });
    case 'withdraw':
      return apiRequest<Waitlist>(`/api/waitlist/${change.id}`, 'waitlist.failed', {
        method: 'DELETE',
      });
    case 'claim':
      return apiRequest<Waitlist>(`/api/offers/${change.id}/claim`, 'waitlist.failed', {
        method: 'POST',
        body: { party: change.party } satisfies ClaimInput,
      });
    default:
      return apiRequest<Waitlist>(`/api/offers/${change.id}/${change.kind}`, 'waitlist.failed', {
        method: 'POST',
      });
  }
};

/**
 * A change to the member's waitlist; the answer is the waitlist as it is now. A claim made a
 * request, so the plans load anew; whatever the answer, an offer that lapsed meanwhile is gone.
 */
export function useChangeWaitlist() {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationFn: request,
    onSuccess: async (answer, change) => {
      queryClient.setQueryData(waitlistKey(viewer), answer);
      if (change.kind === 'claim') {
        await queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() });
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: waitlistKey(viewer) }),
  });
}
