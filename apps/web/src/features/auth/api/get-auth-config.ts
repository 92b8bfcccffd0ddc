import { type AuthConfig } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pageMeta } from '@/lib/page-facts';
import { authKeys } from './keys';

/** `GET /api/auth/config`: whether Google sign-in is on. */
export const getAuthConfig = (signal?: AbortSignal) =>
  apiRequest<AuthConfig>('/api/auth/config', 'fail.authConfig', {
    signal,
    anonymous: true,
  });

/**
 * What the server wrote into the page (`<meta name="google-client-id">`, empty when Google
 * sign-in is off), or undefined where no server wrote it (the development server): then it is
 * asked for.
 */
function fromPage(): AuthConfig | undefined {
  const clientId = pageMeta('google-client-id');
  return clientId === undefined ? undefined : { google_client_id: clientId || null };
}

export const useAuthConfig = () =>
  useQuery({
    queryKey: authKeys.config(),
    queryFn: ({ signal }) => getAuthConfig(signal),
    initialData: fromPage,
    staleTime: Infinity,
  });
