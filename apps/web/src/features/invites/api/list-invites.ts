import type { InviteList, WithdrawInviteResponse } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** `GET /api/invites`: open and used codes (an admin's all, a member's own). */
export const useInviteList = () =>
  useQuery({
    queryKey: inviteKeys.list(),
    queryFn: ({ signal }) => apiRequest<InviteList>('/api/invites', 'fail.invites', { signal }),
  });

/** `POST /api/invites/{id}/withdraw`: its answer is the list after it. */
export function useWithdrawInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<WithdrawInviteResponse>(`/api/invites/${id}/withdraw`, 'fail.withdrawInvite', {
        method: 'POST',
      }),
    onSuccess: ({ outstanding, used, holds }) =>
      queryClient.setQueryData<InviteList>(inviteKeys.list(), { outstanding, used, holds }),
  });
}
