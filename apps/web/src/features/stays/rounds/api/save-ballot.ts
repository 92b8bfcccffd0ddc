import type { BallotInput, MemberRounds } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { roundKeys } from './rounds';

/**
 * `PUT /api/rounds/:id/ballot`: the member's ranking as it stands, saved as they go. Each answer
 * is what the server keeps; the list of rounds holds it.
 */
export function useSaveBallot(id: number) {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationKey: ['rounds', 'ballot', id],
    mutationFn: (ranking: BallotInput['ranking']) =>
      apiRequest<{ ranking: number[] }>(`/api/rounds/${id}/ballot`, 'rounds.ballot.failed', {
        method: 'PUT',
        body: { ranking },
      }),
    onSuccess: (answer) =>
      queryClient.setQueryData<MemberRounds>(roundKeys.member(viewer), (rounds) =>
        rounds
          ? {
              rounds: rounds.rounds.map((round) =>
                round.id === id ? { ...round, ballot: answer.ranking } : round,
              ),
            }
          : rounds,
      ),
  });
}
