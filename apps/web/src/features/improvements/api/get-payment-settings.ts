import type { PaymentSettingsResponse } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentKey } from './payment-settings';

/** `GET /api/admin/payment`: how members give, or null before it is set. */
export const paymentSettingsQuery = () =>
  queryOptions({
    queryKey: paymentKey(),
    queryFn: ({ signal }) =>
      apiRequest<PaymentSettingsResponse>('/api/admin/payment', 'fail.payment', {
        signal,
      }),
  });

export const usePaymentSettings = () => useQuery(paymentSettingsQuery());
