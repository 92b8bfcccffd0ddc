import type { SecondFactorStatus } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** `GET /api/profile/second-factor`: whether the one-time code is on, and whether it is required. */
export const secondFactorQuery = () =>
  queryOptions({
    queryKey: profileKeys.secondFactor(),
    queryFn: ({ signal }) =>
      apiRequest<SecondFactorStatus>('/api/profile/second-factor', 'fail.secondFactor', {
        signal,
      }),
  });

export const useSecondFactor = (enabled = true) => useQuery({ ...secondFactorQuery(), enabled });
