import type { AtTheHouse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { houseKeys } from './house';

/** `GET /api/at-the-house`: the member's stays from today on. */
export function useHouseStays(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: houseKeys.stays(viewer),
    queryFn: ({ signal }) =>
      apiRequest<AtTheHouse>('/api/at-the-house', 'house.loadFailed', { signal }),
    enabled,
  });
}
