import type { HousePosition } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { housePositionKey } from './weather';

/** `GET /api/admin/house-position`: where the forecast is asked for. */
export const useHousePosition = () =>
  useQuery({
    queryKey: housePositionKey(),
    queryFn: ({ signal }) =>
      apiRequest<HousePosition>('/api/admin/house-position', 'fail.housePosition', { signal }),
  });
