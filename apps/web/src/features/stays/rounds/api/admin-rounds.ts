import type { RoundsResponse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roundKeys } from './rounds';

/** `GET /api/admin/rounds`: every round, with how many voted. */
export const useAdminRounds = () =>
  useQuery({
    queryKey: roundKeys.admin(),
    queryFn: ({ signal }) =>
      apiRequest<RoundsResponse>('/api/admin/rounds', 'fail.adminRounds', { signal }),
  });
