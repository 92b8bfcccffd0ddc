import type { SecondFactorRule } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { authKeys } from './keys';

/** `GET /api/admin/second-factor-rule`: whether every admin must use a one-time code. */
export const secondFactorRuleQuery = () =>
  queryOptions({
    queryKey: authKeys.secondFactorRule(),
    queryFn: ({ signal }) =>
      apiRequest<SecondFactorRule>('/api/admin/second-factor-rule', 'fail.secondFactorRule', {
        signal,
      }),
  });

export const useSecondFactorRule = () => useQuery(secondFactorRuleQuery());
