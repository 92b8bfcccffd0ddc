import type { GuestPassGiven, GuestPassInput } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `POST /api/bookings/:id/guest-passes`: a pass given; its link and QR code, this once. */
export function useGiveGuestPass(stayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GuestPassInput) =>
      apiRequest<GuestPassGiven>(`/api/bookings/${stayId}/guest-passes`, 'fail.givePass', {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: houseKeys.passes(stayId) }),
  });
}
