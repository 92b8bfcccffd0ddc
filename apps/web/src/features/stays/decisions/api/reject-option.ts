import type { RejectResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeDecision } from './get-pending-approvals';
import { stayKeys } from '@/features/stays/api/keys';

/** `POST /api/admin/reject-option/{id}` with the reason. */
export const rejectOption = ({ id, reason }: { id: number; reason: string }) =>
  apiRequest<RejectResponse>(
    `/api/admin/reject-option/${id}`,
    'stays.timeline.failedToRejectOption',
    {
      method: 'POST',
      body: { reason },
    },
  );

export function useRejectOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOption,
    onSuccess: (answer) => storeDecision(queryClient, answer.pending),
    // Refused: the panel may be out of date (another admin decided first).
    onError: () => queryClient.invalidateQueries({ queryKey: stayKeys.pending() }),
  });
}
