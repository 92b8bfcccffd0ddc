import type { RoundVoters } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roundKeys } from './rounds';

/** `GET /api/admin/rounds/:id/voters`: who voted and who has not (never what they ranked). */
export const useRoundVoters = (id: number, enabled = true) =>
  useQuery({
    queryKey: roundKeys.voters(id),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<RoundVoters>(`/api/admin/rounds/${id}/voters`, 'fail.roundVoters', { signal }),
  });
