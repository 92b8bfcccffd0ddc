import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from '@/features/stays/api/keys';

/**
 * `POST /api/bookings/:id/cancel`: the member gives up a stay the house gave them other than
 * through a plan (a round's block, a swap's or a gift's stay); the calendars and the rounds load
 * anew.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiRequest<{ message: string }>(`/api/bookings/${bookingId}/cancel`, 'fail.cancelStay', {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stayKeys.all() }),
  });
}
