import type { GuestPass } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `GET /api/bookings/:id/guest-passes`: a stay's passes, with their uses (none asked: null). */
export const useGuestPasses = (stayId: number | null) =>
  useQuery({
    queryKey: houseKeys.passes(stayId ?? 0),
    enabled: stayId !== null,
    queryFn: ({ signal }) =>
      apiRequest<{ passes: GuestPass[] }>(
        `/api/bookings/${stayId}/guest-passes`,
        'fail.guestPasses',
        {
          signal,
        },
      ),
  });
