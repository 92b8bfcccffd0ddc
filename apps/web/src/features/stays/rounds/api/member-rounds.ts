import type { MemberRounds } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { roundKeys } from './rounds';

/** `GET /api/rounds`: the rounds a member sees, each with their own ballot. */
export const memberRoundsQuery = (viewer: string) =>
  queryOptions({
    queryKey: roundKeys.member(viewer),
    queryFn: ({ signal }) => apiRequest<MemberRounds>('/api/rounds', 'fail.rounds', { signal }),
    staleTime: 60_000,
  });

export function useMemberRounds(enabled = true) {
  const { viewer } = useSession();
  return useQuery({ ...memberRoundsQuery(viewer), enabled });
}
