import { type AuthConfig } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

/** `GET /api/auth/config`: whether Google sign-in is on. */
export const getAuthConfig = (signal?: AbortSignal) =>
  apiRequest<AuthConfig>('/api/auth/config', 'fail.authConfig', {
    signal,
    anonymous: true,
  });

export const useAuthConfig = () =>
  useQuery({
    queryKey: authKeys.config(),
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
