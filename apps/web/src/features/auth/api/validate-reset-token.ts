import { type ValidateResetTokenResponse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

/** `POST /api/validate-reset-token`. */
export const validateResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest<ValidateResetTokenResponse>('/api/validate-reset-token', 'reset.validateFailed', {
    method: 'POST',
    body: { reset_token: token },
    signal,
    anonymous: true,
  });

export const useValidateResetToken = (token: string) =>
  useQuery({
    queryKey: authKeys.resetToken(token),
    queryFn: ({ signal }) => validateResetToken(token, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
