import type { Passkey } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** `GET /api/profile/passkeys`: the member's passkeys. */
export const passkeysQuery = () =>
  queryOptions({
    queryKey: profileKeys.passkeys(),
    queryFn: ({ signal }) =>
      apiRequest<{ passkeys: Passkey[] }>('/api/profile/passkeys', 'fail.passkeys', { signal }),
  });

export const usePasskeys = () => useQuery(passkeysQuery());
