import type { OwnFairShare } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `GET /api/fair-share`: the member's own share this year. */
export const ownFairShareQuery = () =>
  queryOptions({
    queryKey: stayKeys.ownFairShare(),
    queryFn: ({ signal }) =>
      apiRequest<OwnFairShare>('/api/fair-share', 'fail.fairShare', { signal }),
  });

export const useOwnFairShare = (enabled: boolean) => useQuery({ ...ownFairShareQuery(), enabled });
