import type { SecondFactorRule } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

/** `GET /api/admin/second-factor-rule`: whether every admin must use a one-time code. */
export const useSecondFactorRule = () =>
  useQuery({
    queryKey: authKeys.secondFactorRule(),
    queryFn: ({ signal }) =>
      apiRequest<SecondFactorRule>('/api/admin/second-factor-rule', 'fail.secondFactorRule', {
        signal,
      }),
  });
