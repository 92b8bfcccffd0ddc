import type { BookingPayment } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './payments';

/** `POST /api/admin/payments/{id}/confirm`; the year's list loads anew. */
export function useConfirmPayment(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<BookingPayment>(`/api/admin/payments/${id}/confirm`, 'payments.confirmFailed', {
        method: 'POST',
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(paymentKeys.payment(answer.booking_id), answer);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.year(year) });
    },
  });
}
