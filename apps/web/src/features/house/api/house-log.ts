import type { HouseLog } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `GET /api/house-log`. */
export const useHouseLog = (enabled: boolean) =>
  useQuery({
    queryKey: houseKeys.log(),
    queryFn: ({ signal }) => apiRequest<HouseLog>('/api/house-log', 'house.loadFailed', { signal }),
    enabled,
  });
