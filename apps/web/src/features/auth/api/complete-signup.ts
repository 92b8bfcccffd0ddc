import { SignupResponseSchema, type SignupRequest } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `POST /api/auth/signup`. */
export const completeSignup = (body: SignupRequest, token: string | null) =>
  apiRequest('/api/auth/signup', SignupResponseSchema, 'Signup failed', {
    method: 'POST',
    body,
    token,
  });

export function useCompleteSignup() {
  const { jwt } = useSession();
  return useMutation({ mutationFn: (body: SignupRequest) => completeSignup(body, jwt) });
}
