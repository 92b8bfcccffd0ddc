import type { HighSeason, SeasonPeriod } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `PUT /api/admin/high-season`: the answer is the periods stored; every share counts anew. */
export function useSetHighSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periods: SeasonPeriod[]) =>
      apiRequest<HighSeason>('/api/admin/high-season', 'settings.season.failed', {
        method: 'PUT',
        body: { periods },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(stayKeys.highSeason(), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stayKeys.fairShares() }),
        queryClient.invalidateQueries({ queryKey: stayKeys.pending() }),
      ]);
    },
  });
}
