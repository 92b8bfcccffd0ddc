import type { Round } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roundKeys } from './rounds';

/** `GET /api/admin/rounds/:id`. */
export const useAdminRound = (id: number) =>
  useQuery({
    queryKey: roundKeys.one(id),
    queryFn: ({ signal }) =>
      apiRequest<{ round: Round }>(`/api/admin/rounds/${id}`, 'fail.adminRounds', { signal }),
  });
