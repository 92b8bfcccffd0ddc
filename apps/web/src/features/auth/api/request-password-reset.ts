import { MessageResponseSchema } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/password-reset`. */
export const requestPasswordReset = (email: string) =>
  apiRequest('/api/password-reset', MessageResponseSchema, 'Failed to send password reset email.', {
    method: 'POST',
    body: { email },
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
