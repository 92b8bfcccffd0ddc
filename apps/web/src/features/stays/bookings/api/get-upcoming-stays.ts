import type { UpcomingStays } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { stayKeys } from '@/features/stays/api/keys';

/** `GET /api/stays/upcoming`: who is at the house when, the next six months. */
export const upcomingStaysQuery = (viewer: string) =>
  queryOptions({
    queryKey: [...stayKeys.upcoming(), viewer],
    queryFn: ({ signal }) =>
      apiRequest<UpcomingStays>('/api/stays/upcoming', 'fail.upcoming', {
        signal,
      }),
    staleTime: 60_000,
  });

export function useUpcomingStays(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({ ...upcomingStaysQuery(viewer), enabled });
}
