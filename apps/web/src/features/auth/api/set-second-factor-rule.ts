import type { SecondFactorRule } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

/** `PUT /api/admin/second-factor-rule`. */
export function useSetSecondFactorRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: SecondFactorRule) =>
      apiRequest<SecondFactorRule>(
        '/api/admin/second-factor-rule',
        'settings.secondFactor.failed',
        {
          method: 'PUT',
          body: rule,
        },
      ),
    onSuccess: (rule) => queryClient.setQueryData(authKeys.secondFactorRule(), rule),
  });
}
