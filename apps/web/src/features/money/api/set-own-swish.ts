import type { Money, OwnSwish } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moneyKey, ownSwishKey } from './money';

/** `PUT /api/money/swish`: the caller's own Swish number; the money and the profile after it. */
export function useSetOwnSwish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (swish: OwnSwish) =>
      apiRequest<Money>('/api/money/swish', 'fail.ownSwish', { method: 'PUT', body: swish }),
    onSuccess: (money) => {
      queryClient.setQueryData(moneyKey(), money);
      queryClient.setQueryData(ownSwishKey(), { swish: money.my_swish });
    },
  });
}
