import type { CloseAccount } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/profile/close`: the account closed, its password asked again. */
export const useCloseAccount = () =>
  useMutation({
    mutationFn: (input: CloseAccount) =>
      apiRequest<{ closed: true }>('/api/profile/close', 'fail.close', {
        method: 'POST',
        body: input,
      }),
  });
