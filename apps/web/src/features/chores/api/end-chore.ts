import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { choresKey } from '@/lib/chores';

/** `POST /api/admin/chores/:id/end`: an admin ends a chore; the list loads anew. */
export function useEndChore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ ended: number }>(`/api/admin/chores/${id}/end`, 'fail.endChore', {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: choresKey() }),
  });
}
