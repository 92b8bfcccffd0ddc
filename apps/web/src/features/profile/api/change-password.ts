import { type ChangePasswordRequest, type ChangePasswordResponse } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `POST /api/profile/password`. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiRequest<ChangePasswordResponse>('/api/profile/password', 'fail.changePassword', {
    method: 'POST',
    body,
  });

/** Changes the password; this browser carries on with the new token the answer brings. */
export function useChangePassword() {
  const { signIn } = useSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => signIn(answer.jwt, answer.user),
  });
}
