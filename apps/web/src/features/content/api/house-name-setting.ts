import type { HouseName } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKey } from './house-name';

/** `GET /api/admin/house-name`. */
export const houseNameSettingQuery = () =>
  queryOptions({
    queryKey: houseKey(),
    queryFn: ({ signal }) =>
      apiRequest<HouseName>('/api/admin/house-name', 'fail.houseName', { signal }),
  });

export const useHouseNameSetting = () => useQuery(houseNameSettingQuery());
