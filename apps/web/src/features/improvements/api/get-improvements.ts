import type { ImprovementsResponse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { improvementKeys } from './keys';

/** `GET /api/improvements`: with the caller's votes when signed in. */
export const getImprovements = (signal?: AbortSignal) =>
  apiRequest<ImprovementsResponse>('/api/improvements', 'Failed to fetch improvements', { signal });

export function useImprovements() {
  const { viewer } = useSession();
  return useQuery({
    queryKey: improvementKeys.list(viewer),
    queryFn: ({ signal }) => getImprovements(signal),
    // Others vote too: fresh when the member comes back to the tab.
    staleTime: 30_000,
  });
}
