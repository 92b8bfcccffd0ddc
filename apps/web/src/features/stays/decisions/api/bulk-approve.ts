import type { BulkApproveResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeDecision } from './get-pending-approvals';
import { stayKeys } from '@/features/stays/api/keys';

/** `POST /api/admin/bulk-approve`. */
export const bulkApprove = (optionIds: number[]) =>
  apiRequest<BulkApproveResponse>('/api/admin/bulk-approve', 'approvals.bulkFailed', {
    method: 'POST',
    body: { option_ids: optionIds },
  });

export function useBulkApprove() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkApprove,
    onSuccess: (answer) => storeDecision(queryClient, answer.pending),
    // Refused: the panel may be out of date (another admin decided first).
    onError: () => queryClient.invalidateQueries({ queryKey: stayKeys.pending() }),
  });
}
