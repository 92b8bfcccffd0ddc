import type { AdminPayments } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './payments';

/** `GET /api/admin/payments?year=`. */
export const useYearPayments = (year: number) =>
  useQuery({
    queryKey: paymentKeys.year(year),
    queryFn: ({ signal }) =>
      apiRequest<AdminPayments>(`/api/admin/payments?year=${year}`, 'fail.payments', { signal }),
  });
