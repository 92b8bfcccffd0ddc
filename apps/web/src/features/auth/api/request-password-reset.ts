import { type MessageResponse } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/password-reset`. */
export const requestPasswordReset = (email: string) =>
  apiRequest<MessageResponse>('/api/password-reset', 'fail.requestReset', {
    method: 'POST',
    body: { email },
    anonymous: true,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
