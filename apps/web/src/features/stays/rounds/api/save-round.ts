import type { Round, RoundInput } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roundKeys } from './rounds';

/** Saves a round: a new one (`POST`) or one not yet open (`PUT`). */
export function useSaveRound(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoundInput) =>
      apiRequest<{ round: Round }>(
        id === null ? '/api/admin/rounds' : `/api/admin/rounds/${id}`,
        'rounds.admin.saveFailed',
        { method: id === null ? 'POST' : 'PUT', body: input },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roundKeys.all() }),
  });
}
