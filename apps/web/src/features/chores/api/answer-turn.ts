import type { ChoreResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { choresKey } from '@/lib/chores';

/** `POST /api/chores/turns/:id/done` or `/pass`: a turn marked done, or passed on. */
export function useAnswerTurn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: number; answer: 'done' | 'pass' }) =>
      apiRequest<ChoreResponse>(`/api/chores/turns/${id}/${answer}`, 'fail.answerTurn', {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: choresKey() }),
  });
}
