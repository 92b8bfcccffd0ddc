import type { Fees } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './payments';

/** `GET /api/admin/fees`. */
export const feesQuery = () =>
  queryOptions({
    queryKey: paymentKeys.fees(),
    queryFn: ({ signal }) => apiRequest<Fees>('/api/admin/fees', 'fail.fees', { signal }),
  });

export const useFees = () => useQuery(feesQuery());
