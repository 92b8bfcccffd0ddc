import type { WorkDayResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workDayKeys } from './keys';

/** `POST /api/admin/work-days/:id/cancel`: an admin calls a day off; the list loads anew. */
export function useCancelWorkDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WorkDayResponse>(`/api/admin/work-days/${id}/cancel`, 'fail.cancelWorkDay', {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workDayKeys.all() }),
  });
}
