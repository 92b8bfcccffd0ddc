import type { ConfirmEmailRequest, ConfirmEmailResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';
import { sessionStore } from '@/lib/session-store';

/** `POST /api/auth/confirm-email`: the token from the mailed link and the chosen password. */
export const confirmEmail = (body: ConfirmEmailRequest) =>
  apiRequest<ConfirmEmailResponse>('/api/auth/confirm-email', 'fail.confirmEmail', {
    method: 'POST',
    body,
    anonymous: true,
  });

/**
 * Proves the address: every session from before has ended, so the answer's session becomes this
 * browser's, and the profile reloads with the admin rights.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: (answer) => {
      sessionStore.set({ jwt: answer.jwt, user: answer.user });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
