import type { WorkDayResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workDayKeys } from './keys';

/** `DELETE /api/work-days/:id/signup`: the reader leaves a day. */
export function useLeaveWorkDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WorkDayResponse>(`/api/work-days/${id}/signup`, 'fail.leaveWorkDay', {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workDayKeys.all() }),
  });
}
