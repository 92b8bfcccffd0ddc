import type { AdminHouseCodes } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { codeKeys } from './codes';

/** `GET /api/admin/house-codes`: the codes and who saw them when. */
export const useAdminHouseCodes = (enabled: boolean) =>
  useQuery({
    queryKey: codeKeys.admin(),
    queryFn: ({ signal }) =>
      apiRequest<AdminHouseCodes>('/api/admin/house-codes', 'codes.loadFailed', { signal }),
    enabled,
  });
