import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from '@/features/stays/api/keys';

/** `POST /api/admin/bookings/{id}/end` with the reason. */
export const endBooking = ({ id, reason }: { id: number; reason: string }) =>
  apiRequest<{ message: string }>(`/api/admin/bookings/${id}/end`, 'stays.timeline.failedToEnd', {
    method: 'POST',
    body: { reason },
  });

/**
 * An admin ends a stay the house holds, whatever made it (DECISIONS §22): a plan's, a round's,
 * a swap's or a gift's. The calendars, the approvals and who is at the house load anew.
 */
export function useEndBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endBooking,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stayKeys.all() }),
  });
}
