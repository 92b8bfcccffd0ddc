import { MessageResponseSchema, ValidateResetTokenResponseSchema } from '@stuga/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/validate-reset-token`. */
export const validateResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest(
    '/api/validate-reset-token',
    ValidateResetTokenResponseSchema,
    'Failed to validate reset token',
    {
      method: 'POST',
      body: { reset_token: token },
      signal,
    },
  );

export const useValidateResetToken = (token: string) =>
  useQuery({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => validateResetToken(token, signal),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });

/** `POST /api/reset-password`. */
export const resetPassword = (body: { reset_token: string; new_password: string }) =>
  apiRequest('/api/reset-password', MessageResponseSchema, 'Failed to reset password', {
    method: 'POST',
    body,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
