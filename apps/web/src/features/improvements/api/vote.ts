import type { VoteResponse, VoteType } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { improvementsQuery } from './get-improvements';

/** `POST /api/improvements/{id}/vote`: answers the improvements view after the vote. */
export const vote = ({ id, type }: { id: number; type: VoteType }) =>
  apiRequest<VoteResponse>(`/api/improvements/${id}/vote`, 'fail.vote', {
    method: 'POST',
    body: { vote_type: type },
  });

/** One vote, one request: the answer is the new view, shown as it is. */
export function useVote() {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  const { queryKey } = improvementsQuery(viewer);
  return useMutation({
    mutationFn: vote,
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer),
    // Refused: what is shown may be out of date (a vote from another device).
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
