import type { HousePosition } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { housePositionKey } from './weather';

/** `GET /api/admin/house-position`: where the forecast is asked for. */
export const housePositionQuery = () =>
  queryOptions({
    queryKey: housePositionKey(),
    queryFn: ({ signal }) =>
      apiRequest<HousePosition>('/api/admin/house-position', 'fail.housePosition', { signal }),
  });

export const useHousePosition = () => useQuery(housePositionQuery());
