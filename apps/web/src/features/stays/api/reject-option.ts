import type { MessageResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `POST /api/admin/reject-option/{id}` with the reason. */
export const rejectOption = ({ id, reason }: { id: number; reason: string }) =>
  apiRequest<MessageResponse>(`/api/admin/reject-option/${id}`, 'Failed to reject option', {
    method: 'POST',
    body: { reason },
  });

export function useRejectOption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectOption,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stayKeys.all() }),
  });
}
