import type { CostInput, CostResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { costKeys } from './costs';

/** `POST /api/admin/costs`: records a cost; the lists load anew. */
export function useRecordCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cost: CostInput) =>
      apiRequest<CostResponse>('/api/admin/costs', 'fail.recordCost', {
        method: 'POST',
        body: cost,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all() }),
  });
}
