import { type SignInAnswer } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/google`. */
export const googleSignIn = (credential: string) =>
  apiRequest<SignInAnswer>('/api/auth/google', 'auth.googleFailed', {
    method: 'POST',
    body: { credential },
    anonymous: true,
  });

export const useGoogleSignIn = () => useMutation({ mutationFn: googleSignIn });
