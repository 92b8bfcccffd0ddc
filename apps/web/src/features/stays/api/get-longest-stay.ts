import type { LongestStay } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { longestKey } from './longest-stay';

/** `GET /api/admin/longest-stay`. */
export const longestStayQuery = () =>
  queryOptions({
    queryKey: longestKey(),
    queryFn: ({ signal }) =>
      apiRequest<LongestStay>('/api/admin/longest-stay', 'fail.longestStay', {
        signal,
      }),
  });

export const useLongestStay = () => useQuery(longestStayQuery());
