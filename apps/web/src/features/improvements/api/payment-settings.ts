import type { Payment, PaymentSettingsResponse } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { improvementKeys } from './keys';

const paymentKey = () => ['improvements', 'payment-settings'] as const;

/** `GET /api/admin/payment`: how members give, or null before it is set. */
export const usePaymentSettings = () =>
  useQuery({
    queryKey: paymentKey(),
    queryFn: ({ signal }) =>
      apiRequest<PaymentSettingsResponse>('/api/admin/payment', 'fail.payment', {
        signal,
      }),
  });

/** `PUT /api/admin/payment`; the improvements page shows the change when next read. */
export function useSetPaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: Payment) =>
      apiRequest<PaymentSettingsResponse>('/api/admin/payment', 'settings.payment.failed', {
        method: 'PUT',
        body: payment,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(paymentKey(), answer);
      await queryClient.invalidateQueries({ queryKey: improvementKeys.views() });
    },
  });
}
