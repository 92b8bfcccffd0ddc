import { startRegistration } from '@simplewebauthn/browser';
import type { Passkey, WebAuthnOptions } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/**
 * `POST /api/profile/passkeys/options`, the browser asked to make a passkey with them, then
 * `POST /api/profile/passkeys` with what it made and the name given.
 */
async function addPasskey(name: string): Promise<Passkey> {
  const options = await apiRequest<WebAuthnOptions>(
    '/api/profile/passkeys/options',
    'fail.addPasskey',
    {
      method: 'POST',
      body: {},
    },
  );
  const response = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return apiRequest<Passkey>('/api/profile/passkeys', 'fail.addPasskey', {
    method: 'POST',
    body: { name, response },
  });
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.passkeys() }),
  });
}
