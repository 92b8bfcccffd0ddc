import type { OwnerSharesRequest, Owners, OwnersChangeResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ownersKey } from './members';

/** `PUT /api/admin/owners`: the owners' shares from a day on; its answer is the owners after it. */
export function useSetOwners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OwnerSharesRequest) =>
      apiRequest<OwnersChangeResponse>('/api/admin/owners', 'fail.setOwners', {
        method: 'PUT',
        body: request,
      }),
    onSuccess: ({ current, history }) =>
      queryClient.setQueryData<Owners>(ownersKey(), { current, history }),
  });
}
