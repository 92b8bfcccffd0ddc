import type { OwnSwishView } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ownSwishKey } from './money';

/** `GET /api/money/swish`: the member's own Swish number, for their profile. */
export const ownSwishQuery = () =>
  queryOptions({
    queryKey: ownSwishKey(),
    queryFn: ({ signal }) =>
      apiRequest<OwnSwishView>('/api/money/swish', 'fail.ownSwishLoad', { signal }),
  });

export const useOwnSwish = (enabled: boolean) => useQuery({ ...ownSwishQuery(), enabled });
