import { startAuthentication } from '@simplewebauthn/browser';
import type { SignInAnswer, WebAuthnOptions } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/auth/passkey/options`, the browser's passkey asked to sign (any passkey of this
 * house: no address typed), then `POST /api/auth/passkey` with its answer.
 */
async function passkeySignIn(): Promise<SignInAnswer> {
  const options = await apiRequest<WebAuthnOptions>('/api/auth/passkey/options', 'fail.passkey', {
    method: 'POST',
    body: {},
    anonymous: true,
  });
  const response = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return apiRequest<SignInAnswer>('/api/auth/passkey', 'fail.passkey', {
    method: 'POST',
    body: { response },
    anonymous: true,
  });
}

export const usePasskeySignIn = () => useMutation({ mutationFn: passkeySignIn });
