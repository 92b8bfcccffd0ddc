import type { ValidateResetTokenResponse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

/** `POST /api/auth/confirm-email/check`: whether the link still works, before the form shows. */
export const useCheckConfirmation = (token: string) =>
  useQuery({
    queryKey: authKeys.confirmToken(token),
    queryFn: ({ signal }) =>
      apiRequest<ValidateResetTokenResponse>(
        '/api/auth/confirm-email/check',
        'confirm.checkFailed',
        { method: 'POST', body: { token }, signal, anonymous: true },
      ),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
