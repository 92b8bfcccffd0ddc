import type { MessageResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `DELETE /api/stay-plans/{id}`. */
export const deleteStayPlan = (id: number) =>
  apiRequest<MessageResponse>(`/api/stay-plans/${id}`, 'Failed to remove the plan', {
    method: 'DELETE',
  });

export function useDeleteStayPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStayPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stayKeys.all() }),
  });
}
