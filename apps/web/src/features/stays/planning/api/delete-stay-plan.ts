import type { MessageResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { storePlan } from '@/features/stays/api/get-stay-plans';

/** `DELETE /api/stay-plans/{id}`. */
export const deleteStayPlan = (id: number) =>
  apiRequest<MessageResponse>(`/api/stay-plans/${id}`, 'fail.deletePlan', {
    method: 'DELETE',
  });

export function useDeleteStayPlan() {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationFn: deleteStayPlan,
    onSuccess: (_answer, id) => storePlan(queryClient, viewer, { removed: id }),
  });
}
