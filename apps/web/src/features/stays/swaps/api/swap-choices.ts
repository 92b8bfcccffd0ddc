import type { SwapChoices } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { swapKeys } from './swaps';

/** `GET /api/swaps/stays`: the member's stays ahead, and the others' they may ask for. */
export function useSwapChoices(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: swapKeys.choices(viewer),
    queryFn: ({ signal }) => apiRequest<SwapChoices>('/api/swaps/stays', 'fail.swaps', { signal }),
    enabled,
  });
}
