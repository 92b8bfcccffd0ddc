import { type MessageResponse } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/confirm-email/resend`: a new link to the signed-in administrator's address. */
export const resendConfirmation = () =>
  apiRequest<MessageResponse>('/api/auth/confirm-email/resend', 'fail.resendConfirmation', {
    method: 'POST',
    body: {},
  });

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
