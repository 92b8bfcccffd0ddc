import type { InviteLevel, MemberChangeResponse, Members } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const membersKey = () => ['members'] as const;

/** `GET /api/admin/members`: every account. */
export const useMembers = () =>
  useQuery({
    queryKey: membersKey(),
    queryFn: ({ signal }) => apiRequest<Members>('/api/admin/members', 'fail.members', { signal }),
  });

export type MemberChange =
  | { kind: 'level'; id: number; level: InviteLevel }
  | { kind: 'suspend'; id: number }
  | { kind: 'restore'; id: number };

/** A change to a member; its answer is the list after it. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: MemberChange) =>
      apiRequest<MemberChangeResponse>(
        `/api/admin/members/${change.id}/${change.kind}`,
        'fail.changeMember',
        {
          method: 'POST',
          ...(change.kind === 'level' ? { body: { access_level: change.level } } : {}),
        },
      ),
    onSuccess: ({ members }) => queryClient.setQueryData<Members>(membersKey(), { members }),
  });
}
