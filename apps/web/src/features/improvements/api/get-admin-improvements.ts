import type { AdminImprovementsResponse } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { improvementKeys } from './keys';

/** `GET /api/admin/improvements`: every improvement, active or not. */
export const getAdminImprovements = (signal?: AbortSignal) =>
  apiRequest<AdminImprovementsResponse>('/api/admin/improvements', 'fail.improvements', {
    signal,
  });

export const adminImprovementsQuery = () =>
  queryOptions({
    queryKey: improvementKeys.admin(),
    queryFn: ({ signal }) => getAdminImprovements(signal),
  });

export const useAdminImprovements = () => useQuery(adminImprovementsQuery());
