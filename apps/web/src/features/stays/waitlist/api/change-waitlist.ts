import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { stayKeys } from '@/features/stays/api/keys';
import { waitlistKey, request } from './waitlist';

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
