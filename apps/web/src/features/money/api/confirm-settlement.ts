import type { Money } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moneyKey } from './money';

/** `POST /api/money/settlements/{id}/confirm`: the payee confirms; the money after it. */
export function useConfirmSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Money>(`/api/money/settlements/${id}/confirm`, 'fail.confirmSettlement', {
        method: 'POST',
      }),
    onSuccess: (money) => queryClient.setQueryData(moneyKey(), money),
  });
}
