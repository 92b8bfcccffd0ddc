import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/session';
import { sessionStore } from '@/lib/session-store';
import { confirmEmail } from './confirm-email';

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
