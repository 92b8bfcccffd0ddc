import type { GuestPass } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `GET /api/bookings/:id/guest-passes`: a stay's passes, with their uses. */
export const useGuestPasses = (stayId: number) =>
  useQuery({
    queryKey: houseKeys.passes(stayId),
    queryFn: ({ signal }) =>
      apiRequest<{ passes: GuestPass[] }>(
        `/api/bookings/${stayId}/guest-passes`,
        'fail.guestPasses',
        {
          signal,
        },
      ),
  });
