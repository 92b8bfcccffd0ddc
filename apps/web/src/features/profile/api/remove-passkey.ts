import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** `DELETE /api/profile/passkeys/:id`: the passkey no longer signs in. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ removed: boolean }>(`/api/profile/passkeys/${id}`, 'fail.removePasskey', {
        method: 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.passkeys() }),
  });
}
