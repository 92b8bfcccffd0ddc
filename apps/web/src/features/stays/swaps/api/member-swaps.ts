import type { Swaps } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { swapKeys } from './swaps';

/** `GET /api/swaps`: the offers the member made and was made. */
export const memberSwapsQuery = (viewer: string) =>
  queryOptions({
    queryKey: swapKeys.mine(viewer),
    queryFn: ({ signal }) => apiRequest<Swaps>('/api/swaps', 'fail.swaps', { signal }),
  });

export function useSwaps(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({ ...memberSwapsQuery(viewer), enabled });
}
