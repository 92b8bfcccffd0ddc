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

/**
 * What the server wrote into the page (`<meta name="google-client-id">`, empty when Google
 * sign-in is off), or undefined where no server wrote it (the development server): then it is
 * asked for.
 */
function fromPage(): AuthConfig | undefined {
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>('meta[name="google-client-id"]');
  return meta ? { google_client_id: meta.content || null } : undefined;
}

export const useAuthConfig = () =>
  useQuery({
    queryKey: authKeys.config(),
    queryFn: ({ signal }) => getAuthConfig(signal),
    initialData: fromPage,
    staleTime: Infinity,
  });
