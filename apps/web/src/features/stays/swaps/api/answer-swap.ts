import type { SwapView } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { swapKeys, useRefresh } from './swaps';

/** Accept or decline an offer made to the member; an admin approves or refuses one. */
export function useAnswerSwap() {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: swapKeys.answer(),
    mutationFn: ({
      id,
      answer,
    }: {
      id: number;
      answer: 'accept' | 'decline' | 'approve' | 'refuse';
    }) =>
      apiRequest<{ swap: SwapView }>(
        answer === 'accept' || answer === 'decline'
          ? `/api/swaps/${id}/${answer}`
          : `/api/admin/swaps/${id}/${answer}`,
        'swaps.failed',
        { method: 'POST' },
      ),
    onSettled: refresh,
  });
}
