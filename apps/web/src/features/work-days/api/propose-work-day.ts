import type { WorkDayInput, WorkDayResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workDayKeys } from './keys';

/** `POST /api/admin/work-days`: an admin proposes a day with its tasks; the list loads anew. */
export function useProposeWorkDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkDayInput) =>
      apiRequest<WorkDayResponse>('/api/admin/work-days', 'fail.proposeWorkDay', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workDayKeys.all() }),
  });
}
