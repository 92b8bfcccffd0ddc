import type { PendingApprovals } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `GET /api/admin/pending-approvals`. */
export const getPendingApprovals = (signal?: AbortSignal) =>
  apiRequest<PendingApprovals>(
    '/api/admin/pending-approvals',
    'Failed to fetch pending approvals',
    {
      signal,
    },
  );

export const usePendingApprovals = (enabled: boolean) =>
  useQuery({
    queryKey: stayKeys.pending(),
    queryFn: ({ signal }) => getPendingApprovals(signal),
    enabled,
  });
