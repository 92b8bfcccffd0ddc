import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from '@/features/stays/api/keys';
import { roundKeys, type RoundAction } from './rounds';

/**
 * An admin's step in a round's life: cancel it, draw it, confirm or discard its draw. Whatever the
 * answer, the rounds load anew; a confirmed draw made bookings, so the calendars load anew too.
 */
export function useRoundAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RoundAction) =>
      apiRequest<unknown>(`/api/admin/rounds/${id}/${action}`, 'rounds.admin.actionFailed', {
        method: 'POST',
      }),
    onSettled: async (_answer, _error, action) => {
      await queryClient.invalidateQueries({ queryKey: roundKeys.all() });
      if (action === 'confirm') await queryClient.invalidateQueries({ queryKey: stayKeys.all() });
    },
  });
}
