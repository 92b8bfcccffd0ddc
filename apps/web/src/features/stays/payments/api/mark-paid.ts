import type { BookingPayment } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from '@/features/stays/api/keys';
import { paymentKeys } from './payments';

/** `POST /api/bookings/{id}/paid`: "I have paid". */
export function useMarkPaid(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<BookingPayment>(`/api/bookings/${id}/paid`, 'pay.markFailed', { method: 'POST' }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(paymentKeys.payment(id), answer);
      await queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() });
    },
  });
}
