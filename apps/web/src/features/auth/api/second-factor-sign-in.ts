import type { AuthResponse } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/second-factor`: the ticket the first step gave and a code; a session. */
export const useSecondFactorSignIn = () =>
  useMutation({
    mutationFn: (body: { ticket: string; code: string }) =>
      apiRequest<AuthResponse>('/api/auth/second-factor', 'fail.login', {
        method: 'POST',
        body,
        anonymous: true,
      }),
  });
