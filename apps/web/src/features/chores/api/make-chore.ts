import type { ChoreInput, ChoreResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { choresKey } from '@/lib/chores';

/** `POST /api/admin/chores`: an admin makes a chore; the list loads anew. */
export function useMakeChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChoreInput) =>
      apiRequest<ChoreResponse>('/api/admin/chores', 'fail.makeChore', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: choresKey() }),
  });
}
