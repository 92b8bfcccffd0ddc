import type { Payment, PaymentSettingsResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { improvementKeys } from './keys';
import { paymentKey } from './payment-settings';

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
