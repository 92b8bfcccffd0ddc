import type { MemberChangeResponse, Members } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membersKey } from '@/lib/members';
import type { MemberChange } from './members';

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
