import type { SwapChoices, SwapInput, SwapView, Swaps } from '@stuga/shared';
import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { stayKeys } from '@/features/stays/api/keys';

const swapKeys = {
  all: () => ['stays', 'swaps'] as const,
  mine: (viewer: string) => ['stays', 'swaps', 'mine', viewer] as const,
  choices: (viewer: string) => ['stays', 'swaps', 'choices', viewer] as const,
  admin: () => ['stays', 'swaps', 'admin'] as const,
  answer: () => ['stays', 'swaps', 'answer'] as const,
};

/** `GET /api/swaps`: the offers the member made and was made. */
export function useSwaps(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: swapKeys.mine(viewer),
    queryFn: ({ signal }) => apiRequest<Swaps>('/api/swaps', 'fail.swaps', { signal }),
    enabled,
  });
}

/** `GET /api/swaps/stays`: the member's stays ahead, and the others' they may ask for. */
export function useSwapChoices(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: swapKeys.choices(viewer),
    queryFn: ({ signal }) => apiRequest<SwapChoices>('/api/swaps/stays', 'fail.swaps', { signal }),
    enabled,
  });
}

/** A swap changed or made: the offers and every calendar load anew (stays may have moved). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: swapKeys.all() }),
      queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() }),
      queryClient.invalidateQueries({ queryKey: stayKeys.upcoming() }),
    ]);
}

/** `POST /api/bookings/:id/offer`. */
export function useOfferStay() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: number; input: SwapInput }) =>
      apiRequest<{ swap: SwapView }>(`/api/bookings/${bookingId}/offer`, 'swaps.failed', {
        method: 'POST',
        body: input,
      }),
    onSuccess: refresh,
  });
}

/** Accept or decline an offer made to the member; an admin approves or refuses one. */
export function useAnswerSwap() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: swapKeys.answer(),
    mutationFn: ({
      id,
      answer,
    }: {
      id: number;
      answer: 'accept' | 'decline' | 'approve' | 'refuse';
    }) =>
      apiRequest<{ swap: SwapView }>(
        answer === 'accept' || answer === 'decline'
          ? `/api/swaps/${id}/${answer}`
          : `/api/admin/swaps/${id}/${answer}`,
        'swaps.failed',
        { method: 'POST' },
      ),
    onSettled: refresh,
  });
}

/** Whether an answer to a swap is on its way (its line may already be gone from the list). */
export const useAnsweringSwap = () => useIsMutating({ mutationKey: swapKeys.answer() }) > 0;

/** `GET /api/admin/swaps`: accepted swaps in high season waiting for an admin. */
export const useSwapsToApprove = () =>
  useQuery({
    queryKey: swapKeys.admin(),
    queryFn: ({ signal }) => apiRequest<Swaps>('/api/admin/swaps', 'fail.swaps', { signal }),
  });
