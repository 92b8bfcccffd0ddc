import type { CostResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFile } from '@/lib/upload';
import { costKeys } from './costs';

/** `POST /api/admin/costs/:id/receipt`: a cost's receipt picture; the lists load anew. */
export function useAddReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) =>
      postFile<CostResponse>(`/api/admin/costs/${id}/receipt`, file, 'fail.receipt'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: costKeys.all() }),
  });
}
