import type { ImprovementsResponse } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { improvementKeys } from './keys';

/** `GET /api/improvements`: the improvements view, as the caller sees it. */
export const getImprovements = (signal?: AbortSignal) =>
  apiRequest<ImprovementsResponse>('/api/improvements', 'fail.improvements', { signal });

/** The improvements view of one viewer; every vote answers it anew. */
export const improvementsQuery = (viewer: string) =>
  queryOptions({
    queryKey: improvementKeys.view(viewer),
    queryFn: ({ signal }) => getImprovements(signal),
    // Others vote too: fresh when the member comes back to the tab.
    staleTime: 30_000,
  });

export function useImprovements() {
  const { viewer } = useSession();
  return useQuery(improvementsQuery(viewer));
}
