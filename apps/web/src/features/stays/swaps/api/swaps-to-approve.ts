import type { Swaps } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { swapKeys } from './swaps';

/** `GET /api/admin/swaps`: accepted swaps in high season waiting for an admin. */
export const useSwapsToApprove = () =>
  useQuery({
    queryKey: swapKeys.admin(),
    queryFn: ({ signal }) => apiRequest<Swaps>('/api/admin/swaps', 'fail.swaps', { signal }),
  });
