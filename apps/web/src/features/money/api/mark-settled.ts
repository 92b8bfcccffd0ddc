import type { Money, SettlementInput } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moneyKey } from './money';

/** `POST /api/money/settlements`: the payer says they paid; its answer is the money after it. */
export function useMarkSettled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: SettlementInput) =>
      apiRequest<Money>('/api/money/settlements', 'fail.markSettled', {
        method: 'POST',
        body: payment,
      }),
    onSuccess: (money) => queryClient.setQueryData(moneyKey(), money),
  });
}
