import type { ApproveResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeDecision } from './get-pending-approvals';
import { stayKeys } from '@/features/stays/api/keys';

/** `POST /api/admin/approve-option/{id}`. */
export const approveOption = (id: number) =>
  apiRequest<ApproveResponse>(`/api/admin/approve-option/${id}`, 'approvals.approveFailed', {
    method: 'POST',
    body: {},
  });

export function useApproveOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOption,
    onSuccess: (answer) => storeDecision(queryClient, answer.pending),
    // Refused: the panel may be out of date (another admin decided first).
    onError: () => queryClient.invalidateQueries({ queryKey: stayKeys.pending() }),
  });
}
