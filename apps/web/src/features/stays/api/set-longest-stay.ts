import type { LongestStay } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';
import { longestKey } from './longest-stay';

/** `PUT /api/admin/longest-stay`; the plans (which carry it) load anew. */
export function useSetLongestStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nights: number) =>
      apiRequest<LongestStay>('/api/admin/longest-stay', 'settings.longest.failed', {
        method: 'PUT',
        body: { max_stay_nights: nights },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(longestKey(), answer);
      await queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() });
    },
  });
}
