import type { Channels } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The channels' query key. */
export const channelsKey = () => ['channels'] as const;

/** `GET /api/profile/channels`: how each kind of notice reaches the member. */
export const channelsQuery = () =>
  queryOptions({
    queryKey: channelsKey(),
    queryFn: ({ signal }) =>
      apiRequest<Channels>('/api/profile/channels', 'fail.channels', { signal }),
  });

export const useChannels = (enabled: boolean) => useQuery({ ...channelsQuery(), enabled });
