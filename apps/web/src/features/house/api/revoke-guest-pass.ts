import type { GuestPass } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `POST /api/bookings/:id/guest-passes/:pass/revoke`: the pass stops working at once. */
export function useRevokeGuestPass(stayId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passId: number) =>
      apiRequest<{ passes: GuestPass[] }>(
        `/api/bookings/${stayId}/guest-passes/${passId}/revoke`,
        'fail.revokePass',
        { method: 'POST', body: {} },
      ),
    onSuccess: (answer) => queryClient.setQueryData(houseKeys.passes(stayId), answer),
  });
}
