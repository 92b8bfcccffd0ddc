import type { Fees } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setStayFee } from '@/lib/stay-fee';
import { stayKeys } from '@/features/stays/api/keys';
import { paymentKeys } from './payments';

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
