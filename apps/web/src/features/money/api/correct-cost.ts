import type { CostResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { costKeys } from './costs';

/** `POST /api/admin/costs/{id}/correct`: cancels a cost by a correction; the lists load anew. */
export function useCorrectCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<CostResponse>(`/api/admin/costs/${id}/correct`, 'fail.correctCost', {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all() }),
  });
}
