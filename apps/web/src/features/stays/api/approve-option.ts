import type { ApproveResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `POST /api/admin/approve-option/{id}`. */
export const approveOption = (id: number) =>
  apiRequest<ApproveResponse>(`/api/admin/approve-option/${id}`, 'Failed to approve option', {
    method: 'POST',
    body: {},
  });

export function useApproveOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOption,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stayKeys.all() }),
  });
}
