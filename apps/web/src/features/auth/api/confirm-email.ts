import { type MessageResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';

/** `POST /api/auth/confirm-email`: the token from the mailed link. */
export const confirmEmail = (token: string) =>
  apiRequest<MessageResponse>('/api/auth/confirm-email', 'Failed to confirm your email address', {
    method: 'POST',
    body: { token },
    anonymous: true,
  });

/** Confirms the address; a session open in this browser reloads its profile with the new rights. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
