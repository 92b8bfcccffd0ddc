import type { HighSeason } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `GET /api/admin/high-season`: the house's high-season periods. */
export const highSeasonQuery = () =>
  queryOptions({
    queryKey: stayKeys.highSeason(),
    queryFn: ({ signal }) =>
      apiRequest<HighSeason>('/api/admin/high-season', 'fail.highSeason', {
        signal,
      }),
  });

export const useHighSeason = () => useQuery(highSeasonQuery());
