import type { InviteList, WithdrawInviteResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inviteKeys } from './keys';

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
