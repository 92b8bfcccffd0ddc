import type {
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  ValidateResetTokenResponse,
} from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session';
import { sessionStore } from '@/lib/session-store';
import { authKeys } from './keys';

/** `POST /api/auth/confirm-email/check`: whether the link still works, before the form shows. */
export const useCheckConfirmation = (token: string) =>
  useQuery({
    queryKey: authKeys.confirmToken(token),
    queryFn: ({ signal }) =>
      apiRequest<ValidateResetTokenResponse>(
        '/api/auth/confirm-email/check',
        'confirm.checkFailed',
        { method: 'POST', body: { token }, signal, anonymous: true },
      ),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });

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
