import type { Swaps } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { swapKeys } from './swaps';

/** `GET /api/admin/swaps`: accepted swaps in high season waiting for an admin. */
export const swapsToApproveQuery = () =>
  queryOptions({
    queryKey: swapKeys.admin(),
    queryFn: ({ signal }) => apiRequest<Swaps>('/api/admin/swaps', 'fail.swaps', { signal }),
  });

export const useSwapsToApprove = () => useQuery(swapsToApproveQuery());
