import type { VoteResponse, VoteType } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { improvementKeys } from './keys';

/** `POST /api/improvements/{id}/vote`. */
export const vote = ({ id, type }: { id: number; type: VoteType }) =>
  apiRequest<VoteResponse>(`/api/improvements/${id}/vote`, 'Failed to vote', {
    method: 'POST',
    body: { vote_type: type },
  });

export function useVote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: vote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: improvementKeys.all() }),
  });
}
