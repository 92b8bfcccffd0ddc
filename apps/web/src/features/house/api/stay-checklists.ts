import type { StayChecklists } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { houseKeys } from './house';

/** `GET /api/bookings/:id/checklists`. */
export function useStayChecklists(id: number | null) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: houseKeys.run(viewer, id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<StayChecklists>(`/api/bookings/${id}/checklists`, 'house.loadFailed', {
        signal,
      }),
    enabled: id !== null,
  });
}
