import type { RemindResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roundKeys } from './rounds';

/** `POST /api/admin/rounds/:id/remind`: mails those who have not voted (once a day each). */
export function useRemindVoters(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<RemindResponse>(`/api/admin/rounds/${id}/remind`, 'rounds.admin.remindFailed', {
        method: 'POST',
      }),
    onSuccess: ({ reminded: _reminded, ...voters }) =>
      queryClient.setQueryData(roundKeys.voters(id), voters),
  });
}
