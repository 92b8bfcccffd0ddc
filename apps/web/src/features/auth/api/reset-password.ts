import { type MessageResponse } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/reset-password`. */
export const resetPassword = (body: { reset_token: string; new_password: string }) =>
  apiRequest<MessageResponse>('/api/reset-password', 'fail.resetPassword', {
    method: 'POST',
    body,
    anonymous: true,
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
