import type { ConfirmEmailRequest, ConfirmEmailResponse } from '@stuga/shared';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/confirm-email`: the token from the mailed link and the chosen password. */
export const confirmEmail = (body: ConfirmEmailRequest) =>
  apiRequest<ConfirmEmailResponse>('/api/auth/confirm-email', 'fail.confirmEmail', {
    method: 'POST',
    body,
    anonymous: true,
  });
