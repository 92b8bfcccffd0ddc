import { AuthConfigSchema, AuthResponseSchema } from '@stuga/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/google`. */
export const googleSignIn = (credential: string) =>
  apiRequest('/api/auth/google', AuthResponseSchema, 'Google login failed', {
    method: 'POST',
    body: { credential },
  });

export const useGoogleSignIn = () => useMutation({ mutationFn: googleSignIn });

/** `GET /api/auth/config`: whether Google sign-in is on. */
export const getAuthConfig = (signal?: AbortSignal) =>
  apiRequest('/api/auth/config', AuthConfigSchema, 'Failed to load sign-in options', { signal });

export const useAuthConfig = () =>
  useQuery({
    queryKey: ['auth-config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
