import type { SwapInput, SwapView } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefresh } from './swaps';

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
