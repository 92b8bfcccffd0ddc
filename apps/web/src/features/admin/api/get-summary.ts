import type { AdminSummary } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/summary`: what waits for the admins. */
export const adminSummaryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'summary'] as const,
    queryFn: ({ signal }) =>
      apiRequest<AdminSummary>('/api/admin/summary', 'fail.summary', { signal }),
  });

export const useAdminSummary = () => useQuery(adminSummaryQuery());
