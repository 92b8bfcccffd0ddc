import type { StayPlansResponse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { stayKeys } from './keys';

/** `GET /api/stay-plans`. */
export const getStayPlans = (signal?: AbortSignal) =>
  apiRequest<StayPlansResponse>('/api/stay-plans', 'Failed to load stay plans', { signal });

export function useStayPlans(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: stayKeys.plans(viewer),
    queryFn: ({ signal }) => getStayPlans(signal),
    enabled,
    // Others' plans change while a member plans: kept fresh when they come back to the tab.
    staleTime: 30_000,
  });
}
