import type { WorkDayResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workDayKeys } from './keys';

/** `PUT /api/work-days/:id/signup`: the reader signs up for a task (or moves to it). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, task }: { id: number; task: number }) =>
      apiRequest<WorkDayResponse>(`/api/work-days/${id}/signup`, 'fail.signUp', {
        method: 'PUT',
        body: { task_id: task },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workDayKeys.all() }),
  });
}
