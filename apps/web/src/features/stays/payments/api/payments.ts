import type { AdminPayments, BookingPayment, Fees } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { setStayFee } from '@/lib/stay-fee';
import { stayKeys } from '@/features/stays/api/keys';

/** Query keys of what stays cost and their payments (DECISIONS §21). */
export const paymentKeys = {
  fees: () => [...stayKeys.all(), 'fees'] as const,
  payment: (id: number) => [...stayKeys.all(), 'payment', id] as const,
  year: (year: number) => [...stayKeys.all(), 'payments', year] as const,
};

/** `GET /api/admin/fees`. */
export const useFees = () =>
  useQuery({
    queryKey: paymentKeys.fees(),
    queryFn: ({ signal }) => apiRequest<Fees>('/api/admin/fees', 'fail.fees', { signal }),
  });

/** `PUT /api/admin/fees`: the footer and the plans (which carry the fee) follow. */
export function useSetFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fees: Fees) =>
      apiRequest<Fees>('/api/admin/fees', 'settings.fees.failed', { method: 'PUT', body: fees }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(paymentKeys.fees(), answer);
      setStayFee(answer.fee);
      await queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() });
    },
  });
}

/** `GET /api/bookings/{id}/payment`: never kept for offline (it is fetched fresh each time). */
export const usePayment = (id: number) =>
  useQuery({
    queryKey: paymentKeys.payment(id),
    queryFn: ({ signal }) =>
      apiRequest<BookingPayment>(`/api/bookings/${id}/payment`, 'fail.payment', { signal }),
  });

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

/** `GET /api/admin/payments?year=`. */
export const useYearPayments = (year: number) =>
  useQuery({
    queryKey: paymentKeys.year(year),
    queryFn: ({ signal }) =>
      apiRequest<AdminPayments>(`/api/admin/payments?year=${year}`, 'fail.payments', { signal }),
  });

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

/** Downloads a year's payments as CSV (`GET /api/admin/payments.csv`). */
export function useExportPayments() {
  const { jwt } = useSession();
  // In the screen's language: a Swedish spreadsheet reads semicolons and decimal commas.
  const { language } = useLanguage();
  return useMutation({
    mutationFn: (year: number) =>
      downloadFile(
        `/api/admin/payments.csv?year=${year}&language=${language}`,
        `payments-${year}.csv`,
        'payments.exportFailed',
        jwt,
      ),
  });
}
