import type { BookingPayment } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { paymentKeys } from './payments';

/** `GET /api/bookings/{id}/payment`: never kept for offline (it is fetched fresh each time). */
export const usePayment = (id: number) =>
  useQuery({
    queryKey: paymentKeys.payment(id),
    queryFn: ({ signal }) =>
      apiRequest<BookingPayment>(`/api/bookings/${id}/payment`, 'fail.payment', { signal }),
  });
